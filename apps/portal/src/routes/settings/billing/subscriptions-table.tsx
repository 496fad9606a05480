import { Anchor, Button, Table, Text } from '@mantine/core';
import { format, parseISO, type Locale } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormats, type ProviderSubscription } from '@portal/contracts';
import { BillingStatusBadge } from '../../../ui/subscription-status.tsx';
import { formatMoney } from '../../../ui/money.ts';
import { CancelDialog, type DialogTarget } from './cancel-dialog.tsx';
import { ResumeDialog } from './resume-dialog.tsx';
import { subscriptionView } from './subscription-view.ts';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

interface Props {
  subscriptions: ProviderSubscription[];
  hidden: boolean;
  locale: Locale;
}

/** The subscriptions the partner buys for its customers, with cancel and resume per row. */
export function SubscriptionsTable({ subscriptions, hidden, locale }: Props) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<{ kind: 'cancel' | 'resume'; target: DialogTarget } | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <TableScroll minWidth={820} label={t('billing.subscriptions.caption')}>
        <Table striped>
          <Table.Caption>{t('billing.subscriptions.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('billing.columns.customer')}</Table.Th>
              <Table.Th scope="col">{t('billing.columns.product')}</Table.Th>
              <Table.Th scope="col">{t('billing.columns.status')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('billing.columns.seats')}
              </Table.Th>
              <Table.Th scope="col">{t('billing.columns.nextBillingDate')}</Table.Th>
              <Table.Th scope="col">{t('billing.columns.provider')}</Table.Th>
              {!hidden && (
                <Table.Th scope="col" ta="right">
                  {t('billing.columns.amount')}
                </Table.Th>
              )}
              <Table.Th scope="col">{t('billing.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subscriptions.map((subscription) => {
              const view = subscriptionView(subscription);
              const customerName = subscription.organizationName || subscription.cybrOrgId;
              const target = {
                subscriptionId: subscription.subscriptionId,
                customerCybrOrgId: subscription.cybrOrgId,
                name: t('billing.subscriptions.name', {
                  customer: customerName,
                  product: t(`products.${subscription.productType}`),
                }),
              };
              return (
                <Table.Tr key={subscription.subscriptionId}>
                  <Table.Td>{customerName}</Table.Td>
                  <Table.Td>{t(`products.${subscription.productType}`)}</Table.Td>
                  <Table.Td>
                    <BillingStatusBadge state={view.state} />
                    {view.state === 'cancelScheduled' && subscription.cancellationTime && (
                      <Text size="xs" c="dimmed">
                        {t('billing.subscriptions.endsOn', {
                          date: format(parseISO(subscription.cancellationTime), dateFormats.shortMonthName, { locale }),
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{view.seats ?? '–'}</Table.Td>
                  <Table.Td>
                    {view.nextBillingDate ? (
                      <time dateTime={view.nextBillingDate}>
                        {format(parseISO(view.nextBillingDate), dateFormats.shortMonthName, { locale })}
                      </time>
                    ) : (
                      '–'
                    )}
                  </Table.Td>
                  <Table.Td>{t(`billing.providers.${subscription.provider}`)}</Table.Td>
                  {!hidden && (
                    <Table.Td ta="right">
                      {view.amount ? formatMoney(view.amount.total, view.amount.currency, i18n.language) : '–'}
                    </Table.Td>
                  )}
                  <Table.Td>
                    {view.paymentUrl && (
                      <Anchor
                        href={view.paymentUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('billing.subscriptions.payOpen', { name: target.name })}
                        mr="xs"
                      >
                        {t('billing.checkout.payByCard')}
                      </Anchor>
                    )}
                    {view.canCancel && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('billing.cancel.open', { name: target.name })}
                        onClick={() => setDialog({ kind: 'cancel', target })}
                      >
                        {t('billing.cancel.button')}
                      </Button>
                    )}
                    {view.canResume && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('billing.resume.open', { name: target.name })}
                        onClick={() => setDialog({ kind: 'resume', target })}
                      >
                        {t('billing.resume.button')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {dialog?.kind === 'cancel' && <CancelDialog target={dialog.target} onClose={close} />}
      {dialog?.kind === 'resume' && <ResumeDialog target={dialog.target} onClose={close} />}
    </>
  );
}
