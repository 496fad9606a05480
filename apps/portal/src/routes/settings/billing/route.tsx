import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { requirePartner } from '../../../session/require-partner.ts';
import { BillingLoadError } from '../../../ui/billing-load-error.tsx';
import { ListPagination } from '../../../ui/list-header.tsx';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import { billingAction } from './billing-actions.ts';
import { loadBilling, pageSize } from './billing-data.ts';
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
  const { org } = await requirePartner();
  return loadBilling(org, new URL(request.url), request.signal);
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
  const { search } = useLocation();
  const { invoices, subscriptions } = billing;
  const pagesOf = (total: number) => Math.max(1, Math.ceil(total / pageSize));
  // Each table pages on its own; moving one keeps the other where it is.
  const goTo = (name: 'page' | 'subscriptions', page: number) => {
    const params = new URLSearchParams(search);
    params.set(name, String(page));
    void navigate(`?${params}`);
  };

  return (
    <Stack gap="xl">
      <section aria-labelledby="subscriptions-title">
        <Title order={2} size="h3" id="subscriptions-title" mb="xs">
          {t('billing.subscriptions.title')}
        </Title>
        {billing.hidden && <Text mb="sm">{t('billing.subscriptions.hiddenAmounts')}</Text>}
        {subscriptions.data.length === 0 ? (
          <Text fw={600}>{t('billing.subscriptions.empty')}</Text>
        ) : (
          <Stack gap="sm">
            <SubscriptionsTable subscriptions={subscriptions.data} hidden={billing.hidden} locale={locale} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('customers.range', {
                  from: subscriptions.from + 1,
                  to: subscriptions.to,
                  total: subscriptions.total,
                })}
              </Text>
              {subscriptions.total > pageSize && (
                <ListPagination
                  pages={pagesOf(subscriptions.total)}
                  page={billing.subscriptionsPage}
                  onChange={(page) => goTo('subscriptions', page)}
                />
              )}
            </Group>
          </Stack>
        )}
      </section>

      {billing.hidden ? (
        <Text>{t('billing.checkout.hidden')}</Text>
      ) : billing.currency ? (
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
            <InvoicesTable invoices={invoices.data} locale={locale} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('customers.range', { from: invoices.from + 1, to: invoices.to, total: invoices.total })}
              </Text>
              {invoices.total > pageSize && (
                <ListPagination
                  pages={pagesOf(invoices.total)}
                  page={billing.page}
                  onChange={(page) => goTo('page', page)}
                />
              )}
            </Group>
          </Stack>
        )}
      </section>
    </Stack>
  );
}
