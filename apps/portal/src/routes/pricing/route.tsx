import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { partner as partnerEndpoint, partnerPricing, type PriceTables } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { billingProblem } from '../../ui/billing-problem.ts';
import { BillingLoadError } from '../../ui/billing-load-error.tsx';
import { requirePartner } from '../../session/require-partner.ts';
import { PriceTable } from './price-table.tsx';
import { SeatCalculator } from './seat-calculator.tsx';
import { intervals, priceOf, tableProducts, tablesCurrency } from './seat-quote.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

type PricingData = { hidden: true } | { hidden: false; tables: PriceTables };

/** /pricing (§2): the partner's price tables in its currency, and a seat calculator over them. */
export async function loader({ request }: LoaderFunctionArgs): Promise<PricingData> {
  const { org } = await requirePartner();
  const params = { cybrOrgId: org.cybrOrgId };
  // The root guard has just read the partner record, so this is answered from the response cache.
  const record = await call(partnerEndpoint, { params, signal: request.signal });
  if (record.hidePricing) return { hidden: true };
  try {
    return { hidden: false, tables: await call(partnerPricing, { params, signal: request.signal }) };
  } catch (error) {
    // The server hides amounts on its own (hidePricing set since the record was read).
    if (billingProblem(error) === 'pricingHidden') return { hidden: true };
    throw error;
  }
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('pricing.title')}
      </Title>
      <BillingLoadError title={t('pricing.title')} />
    </Stack>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const currency = loaded.hidden ? null : tablesCurrency(loaded.tables);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('pricing.title')}
      </Title>
      {loaded.hidden ? (
        <Alert color="blue" role="status" title={t('pricing.hiddenTitle')}>
          {t('pricing.hidden')}
        </Alert>
      ) : !currency ? (
        <Text fw={600}>{t('pricing.empty')}</Text>
      ) : (
        <>
          <Text>{t('pricing.intro', { currency: t(`currencies.${currency}`) })}</Text>
          {intervals.map((interval) => (
            <section key={interval} aria-labelledby={`prices-${interval}`}>
              <Title order={2} size="h4" id={`prices-${interval}`} mb="sm">
                {t(`pricing.tables.${interval}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {tableProducts.map((product) => {
                  const price = priceOf(loaded.tables, currency, interval, product);
                  const title = t('pricing.tableTitle', {
                    product: t(`pricing.products.${product}`),
                    interval: t(`pricing.intervals.${interval}`),
                  });
                  return price ? (
                    <PriceTable key={product} price={price} title={title} id={`prices-${interval}-${product}`} />
                  ) : null;
                })}
              </SimpleGrid>
            </section>
          ))}
          <SeatCalculator tables={loaded.tables} currency={currency} />
        </>
      )}
    </Stack>
  );
}
