import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../../session/current-user.ts';
import { BillingLoadError } from '../../../ui/billing-load-error.tsx';
import { ListPagination } from '../../../ui/list-header.tsx';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import { billingAction } from './billing-actions.ts';
import { invoicePageSize, loadBilling } from './billing-data.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { invoicesExportHref } from './invoice-links.ts';
import { InvoicesTable } from './invoices-table.tsx';
import { SubscriptionsTable } from './subscriptions-table.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

/** /settings/billing: what the partner buys for its customers, new subscriptions, and invoices. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser();
  return loadBilling(user, new URL(request.url), request.signal);
}

export const action = billingAction;

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <BillingLoadError title={t('settings.pages.billing')} />;
}

export function Component() {
  const billing = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = useDateLocale(i18n.language, billing.dates);
  const { invoices } = billing;
  const pages = Math.max(1, Math.ceil(invoices.total / invoicePageSize));

  return (
    <Stack gap="xl">
      <section aria-labelledby="subscriptions-title">
        <Title order={2} size="h3" id="subscriptions-title" mb="xs">
          {t('billing.subscriptions.title')}
        </Title>
        {billing.hidden && <Text mb="sm">{t('billing.subscriptions.hiddenAmounts')}</Text>}
        {billing.subscriptions.length === 0 ? (
          <Text fw={600}>{t('billing.subscriptions.empty')}</Text>
        ) : (
          <SubscriptionsTable subscriptions={billing.subscriptions} customers={billing.customers} hidden={billing.hidden} locale={locale} />
        )}
      </section>

      {billing.currency ? (
        <CheckoutForm currency={billing.currency} billingInfo={billing.billingInfo} card={billing.card} />
      ) : (
        <Alert color="orange" role="status">
          {t('billing.checkout.noCurrency')}
        </Alert>
      )}

      <section aria-labelledby="invoices-title">
        <Group justify="space-between" align="flex-end" mb="xs">
          <Title order={2} size="h3" id="invoices-title">
            {t('billing.invoices.title')}
          </Title>
          {!billing.hidden && (
            <Anchor href={invoicesExportHref(billing.cybrOrgId)} download>
              {t('billing.invoices.exportCsv')}
            </Anchor>
          )}
        </Group>
        {billing.hidden ? (
          <Text>{t('billing.invoices.hidden')}</Text>
        ) : invoices.data.length === 0 ? (
          <Text fw={600}>{t('billing.invoices.empty')}</Text>
        ) : (
          <Stack gap="sm">
            <InvoicesTable invoices={invoices.data} customers={billing.customers} locale={locale} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('customers.range', { from: invoices.from + 1, to: invoices.to, total: invoices.total })}
              </Text>
              {pages > 1 && <ListPagination pages={pages} page={billing.page} onChange={(page) => void navigate(`?page=${page}`)} />}
            </Group>
          </Stack>
        )}
      </section>
    </Stack>
  );
}
