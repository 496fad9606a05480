import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Price } from '@portal/contracts';
import { formatMoney } from '../../ui/money.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

/** One product's tiers for one interval: seats from–to, and a seat's price, tax and total. */
export function PriceTable({ price, title, id }: { price: Price; title: string; id: string }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, price.currency, i18n.language);
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t(price.taxInclusive ? 'pricing.taxInclusive' : 'pricing.taxExclusive')}
      </Text>
      <TableScroll minWidth={480} label={t('pricing.tableCaption', { title })}>
        <Table striped>
          <Table.Caption>{t('pricing.tableCaption', { title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('pricing.columns.seats')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('pricing.columns.unitPrice')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('pricing.columns.tax')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('pricing.columns.total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {price.priceTiers.map((tier) => (
              <Table.Tr key={tier.start}>
                <Table.Td>
                  {tier.upTo === null
                    ? t('pricing.seatsFrom', { start: tier.start })
                    : t('pricing.seatsRange', { start: tier.start, upTo: tier.upTo })}
                </Table.Td>
                <Table.Td ta="right">{money(tier.unitPrice)}</Table.Td>
                <Table.Td ta="right">{money(tier.tax)}</Table.Td>
                <Table.Td ta="right">{money(tier.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </section>
  );
}
