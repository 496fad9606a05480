import { Anchor, Table } from '@mantine/core';
import { format, parseISO, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { dateFormats, type Invoice } from '@portal/contracts';
import { formatMoney } from '../../../ui/money.ts';
import { BillingStatusBadge } from '../../../ui/subscription-status.tsx';
import { invoiceHref } from './invoice-links.ts';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';

/** One page of invoices, newest first as the server sends them, each with its PDF. */
export function InvoicesTable({ invoices, locale }: { invoices: Invoice[]; locale: Locale }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => format(parseISO(iso), dateFormats.shortMonthName, { locale });
  return (
    <TableScroll minWidth={820} label={t('billing.invoices.caption')}>
      <Table striped>
        <Table.Caption>{t('billing.invoices.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('billing.invoices.number')}</Table.Th>
            <Table.Th scope="col">{t('billing.invoices.subscription')}</Table.Th>
            <Table.Th scope="col">{t('billing.invoices.period')}</Table.Th>
            <Table.Th scope="col">{t('billing.invoices.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('billing.columns.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('billing.invoices.total')}
            </Table.Th>
            <Table.Th scope="col">{t('billing.invoices.download')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const customer = invoice.organizationName || invoice.cybrOrgId;
            return (
              <Table.Tr key={invoice.invoiceId}>
                <Table.Td>{invoice.number}</Table.Td>
                <Table.Td>
                  {t('billing.subscriptions.name', { customer, product: t(`products.${invoice.productType}`) })}
                </Table.Td>
                <Table.Td>
                  {t('billing.invoices.periodRange', { start: day(invoice.periodStart), end: day(invoice.periodEnd) })}
                </Table.Td>
                <Table.Td>
                  <time dateTime={invoice.dueDate}>{day(invoice.dueDate)}</time>
                </Table.Td>
                <Table.Td>
                  <BillingStatusBadge state={invoice.status} />
                </Table.Td>
                <Table.Td ta="right">{formatMoney(invoice.total, invoice.currency, i18n.language)}</Table.Td>
                <Table.Td>
                  <Anchor
                    href={invoiceHref(invoice)}
                    download
                    aria-label={t('billing.invoices.downloadOne', { number: invoice.number })}
                  >
                    PDF
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
