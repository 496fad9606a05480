import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { productTypeSchema, type BillingInfo, type Currency } from '@portal/contracts';
import { validationMessage } from '../../../ui/validation-message.ts';
import { AddressFields } from './address-fields.tsx';
import type { BillingActionResult } from './billing-actions.ts';
import { CustomerSelect } from './customer-select.tsx';
import { RefusalAlert } from './refusal-alert.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';

interface Props {
  currency: Currency;
  billingInfo: BillingInfo | null;
  /** The card provider is offered only where the server has card prices (its keys are set). */
  card: boolean;
}

/** Checkout (§7): a subscription for one customer, with the paying party's billing and shipping addresses. */
export function CheckoutForm({ currency, billingInfo, card }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher<BillingActionResult>();
  const result = fetcher.data?.intent === 'checkout' ? fetcher.data : undefined;
  const errors = result && 'errors' in result ? result.errors : {};
  const error = (field: string) =>
    field === 'seats' && errors.seats ? t('billing.checkout.seatsRule') : validationMessage(t, errors[field]);
  const created = result && 'created' in result ? result : undefined;

  return (
    <section aria-labelledby="checkout-title">
      <Title order={3} size="h4" id="checkout-title" mb="xs">
        {t('billing.checkout.title')}
      </Title>
      {created && fetcher.state === 'idle' && (
        <Alert color="green" role="status" mb="sm">
          {t(created.awaitingCard ? 'billing.checkout.createdAwaitingCard' : 'billing.checkout.created')}
          {created.awaitingCard && created.paymentUrl && (
            <>
              {' '}
              <Anchor href={created.paymentUrl} target="_blank" rel="noopener noreferrer">
                {t('billing.checkout.payByCard')}
              </Anchor>
            </>
          )}
        </Alert>
      )}
      {/* A new, empty form after each subscription made. */}
      <fetcher.Form key={created?.created ?? 'new'} method="post" noValidate>
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="currency" value={currency} />
        <Stack gap="sm" maw={640}>
          {Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('billing.fixErrors')}
            </Alert>
          )}
          {result && 'problem' in result && (
            <RefusalAlert problem={result.problem} message={result.message} context="checkout" />
          )}
          <CustomerSelect error={error('customer')} />
          <NativeSelect
            name="product"
            label={t('billing.columns.product')}
            required
            data={productTypeSchema.options.map((p) => ({ value: p, label: t(`products.${p}`) }))}
            error={error('product')}
          />
          <TextInput
            name="seats"
            label={t('billing.columns.seats')}
            inputMode="numeric"
            defaultValue="1"
            required
            error={error('seats')}
            w={200}
          />
          <Radio.Group
            name="provider"
            label={t('billing.checkout.payment')}
            defaultValue="cybr"
            required
            error={error('provider')}
          >
            <Stack gap={6} mt={4}>
              <Radio value="cybr" label={t('billing.providers.cybr')} />
              {card && <Radio value="stripe" label={t('billing.providers.stripe')} />}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {t('billing.checkout.monthly', { currency: t(`currencies.${currency}`) })}
          </Text>
          <Fieldset legend={t('billing.checkout.billingAddress')}>
            <Stack gap="sm">
              <TextInput
                name="name"
                label={t('billing.name')}
                defaultValue={billingInfo?.name}
                error={error('name')}
                required
                autoComplete="organization"
              />
              <TextInput
                name="email"
                type="email"
                label={t('billing.email')}
                defaultValue={billingInfo?.email}
                error={error('email')}
                required
                autoComplete="email"
              />
              <AddressFields prefix="billing" defaults={billingInfo?.address} error={error} />
            </Stack>
          </Fieldset>
          <ShippingAddress error={error} />
          <Button type="submit" w="fit-content" loading={fetcher.state !== 'idle'}>
            {t('billing.checkout.submit')}
          </Button>
        </Stack>
      </fetcher.Form>
    </section>
  );
}

/** The shipping address: the billing address unless the person says otherwise. */
function ShippingAddress({ error }: { error: (field: string) => string | undefined }) {
  const { t } = useTranslation();
  const [sameAsBilling, setSameAsBilling] = useState(true);
  return (
    <>
      <Checkbox
        name="sameAsBilling"
        label={t('billing.checkout.sameAsBilling')}
        checked={sameAsBilling}
        onChange={(e) => setSameAsBilling(e.currentTarget.checked)}
      />
      {!sameAsBilling && (
        <Fieldset legend={t('billing.checkout.shippingAddress')}>
          <AddressFields prefix="shipping" error={error} />
        </Fieldset>
      )}
    </>
  );
}
