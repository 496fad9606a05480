import { Alert, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, PriceInterval, PriceTables } from '@portal/contracts';
import { formatMoney } from '../../ui/money.ts';
import { calculate, intervals, tableProducts, type TableProduct } from './seat-quote.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import classes from '../../ui/billing-totals.module.css';
import { TableScroll } from '../../ui/table-scroll.tsx';

/** What a number of seats costs under the graduated tiers, line by line, as the invoice will say. */
export function SeatCalculator({ tables, currency }: { tables: PriceTables; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const [product, setProduct] = useState<TableProduct>('sat');
  const [interval, setBillingInterval] = useState<PriceInterval>('month');
  const [seats, setSeats] = useState('10');
  const result = calculate(tables, { product, interval, seats });
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);

  return (
    <section aria-labelledby="calculator-title">
      <Title order={2} size="h4" id="calculator-title" mb="xs">
        {t('pricing.calculator.title')}
      </Title>
      <Stack gap="sm">
        <Group align="flex-start">
          <NativeSelect
            label={t('pricing.calculator.product')}
            value={product}
            onChange={(e) => setProduct(e.currentTarget.value as TableProduct)}
            data={tableProducts.map((p) => ({ value: p, label: t(`pricing.products.${p}`) }))}
          />
          <NativeSelect
            label={t('pricing.calculator.interval')}
            value={interval}
            onChange={(e) => setBillingInterval(e.currentTarget.value as PriceInterval)}
            data={intervals.map((i) => ({ value: i, label: t(`pricing.intervals.${i}`) }))}
          />
          <TextInput
            label={t('pricing.calculator.seats')}
            inputMode="numeric"
            value={seats}
            onChange={(e) => setSeats(e.currentTarget.value)}
            error={'error' in result && result.error === 'seats' ? t('pricing.calculator.seatsRule') : undefined}
            required
            w={200}
          />
        </Group>
        {'error' in result && result.error === 'noPrice' && (
          <Alert color="orange" role="status">
            {t('pricing.calculator.noPrice')}
          </Alert>
        )}
        {'quote' in result && (
          <div aria-live="polite">
            <TableScroll minWidth={480} label={t('pricing.calculator.caption')}>
              <Table>
                <Table.Caption>{t('pricing.calculator.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('pricing.columns.seats')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('pricing.columns.unitPrice')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('pricing.columns.amount')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.quote.lines.map((line) => (
                    <Table.Tr key={line.start}>
                      <Table.Td>
                        {t('pricing.calculator.line', { start: line.start, end: line.start + line.seats - 1 })}
                      </Table.Td>
                      <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
                      <Table.Td ta="right">{money(line.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            <dl className={classes.totals}>
              <Text component="dt">{t('pricing.calculator.net')}</Text>
              <Text component="dd" data-testid="quote-net">
                {money(result.quote.net)}
              </Text>
              <Text component="dt">
                {t(result.price.taxInclusive ? 'pricing.calculator.taxIncluded' : 'pricing.calculator.taxAdded')}
              </Text>
              <Text component="dd" data-testid="quote-tax">
                {money(result.quote.tax)}
              </Text>
              <Text component="dt" fw={700}>
                {t('pricing.calculator.total')}
              </Text>
              <Text component="dd" fw={700} data-testid="quote-total">
                {money(result.quote.total)}
              </Text>
            </dl>
          </div>
        )}
      </Stack>
    </section>
  );
}
