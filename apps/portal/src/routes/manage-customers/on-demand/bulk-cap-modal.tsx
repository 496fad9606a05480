import { Alert, Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import {
  licenseCapValueSchema,
  productTypeSchema,
  updateChildrenLicenseCaps,
  type Organization,
} from '@portal/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { call } from '../../../api/client.ts';
import { refusalsFrom, type Refusal } from './refusals.ts';
import { productCode, productTypes } from '../../../ui/licence-use.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';

/** The same cap for every selected customer: the server sets all of them or none and says why. */
export default function BulkCapModal(props: {
  cybrOrgId: string;
  customers: Organization[];
  onClose: (done: boolean) => void;
}) {
  const { cybrOrgId, customers, onClose } = props;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [capError, setCapError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Refusal[] | null>(null);
  const names = new Map(customers.map((c) => [c.cybrOrgId, c.organizationName]));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = String(form.get('licenseCap') ?? '').trim();
    const licenseCap = text === '' ? undefined : licenseCapValueSchema.safeParse(Number(text)).data;
    const productType = productTypeSchema.parse(form.get('productType'));
    setCapError(licenseCap === undefined ? t('caps.capRule') : null);
    setRefusals(null);
    if (licenseCap === undefined) return;
    const childCybrOrgIds = customers.map((c) => c.cybrOrgId);
    setBusy(true);
    try {
      await call(updateChildrenLicenseCaps, {
        params: { cybrOrgId },
        body: { childCybrOrgIds, productType, licenseCap },
      });
      await revalidator.revalidate();
      onClose(true);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      setRefusals(refusalsFrom(error, childCybrOrgIds));
      setBusy(false);
    }
  }

  return (
    <Dialog
      closeLabel={t('caps.cancel')}
      title={t('customers.bulk.title', { count: customers.length })}
      onClose={() => onClose(false)}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <NativeSelect
            name="productType"
            label={t('caps.product')}
            data={productTypes.map((p) => ({ value: p, label: t(`customers.productNames.${productCode(p)}`) }))}
          />
          <TextInput
            name="licenseCap"
            label={t('caps.newCap')}
            description={t('caps.capRule')}
            inputMode="numeric"
            required
            data-autofocus
            error={capError}
          />
          {refusals && (
            <Alert color="red" title={t('customers.bulk.refused')} role="alert">
              <List size="sm">
                {refusals.map((r, i) => (
                  <List.Item key={i}>
                    {r.cybrOrgId ? `${names.get(r.cybrOrgId) ?? r.cybrOrgId}: ${r.message}` : r.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('customers.bulk.allOrNothing')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)}>
              {t('caps.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('customers.bulk.apply', { count: customers.length })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
