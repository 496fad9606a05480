import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import type { Organization, ProductType } from '@portal/contracts';
import type { CapActionResult } from './cap-action.ts';
import { storedCap } from './caps.ts';
import { LicenceUse, productCode } from '../../ui/licence-use.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import '@mantine/core/styles/Alert.css';

/**
 * One customer's cap for one product. It remembers the cap the person saw when it opened and sends
 * it along, so an edit made meanwhile by someone else is refused (409) instead of overwritten.
 */
export function CapEditor(props: {
  customer: Organization;
  productType: ProductType;
  onClose: () => void;
  onReload: () => void;
}) {
  const { customer, productType, onClose, onReload } = props;
  const { t } = useTranslation();
  const answer = useActionData<CapActionResult>();
  // Kept here, not read from the route: a live update re-runs the loaders and clears the action's
  // answer, and the refusal must stay on screen until the person acts on it.
  const [failure, setFailure] = useState<CapActionResult | null>(null);
  useEffect(() => {
    if (answer) setFailure(answer);
  }, [answer]);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [reloading, setReloading] = useState(false);
  const [seen] = useState(() => storedCap(customer, productType));

  const capText = (cap: number | null) =>
    cap === null ? t('customers.noCap') : cap === 0 ? t('customers.unlimitedCap') : String(cap);

  return (
    <Dialog
      closeLabel={t('caps.cancel')}
      title={t('caps.editorTitle', { name: customer.organizationName, product: productCode(productType) })}
      onClose={onClose}
    >
      <Form method="post">
        <input type="hidden" name="childCybrOrgId" value={customer.cybrOrgId} />
        <input type="hidden" name="productType" value={productType} />
        <input type="hidden" name="expectedLicenseCap" value={seen ?? ''} />
        <Stack gap="sm">
          <Text size="sm">
            {t('caps.inUseNow')} <LicenceUse org={customer} productType={productType} />
          </Text>
          <TextInput
            name="licenseCap"
            label={t('caps.newCap')}
            description={t('caps.capRule')}
            defaultValue={seen ?? ''}
            inputMode="numeric"
            required
            data-autofocus
            error={failure?.fieldErrorKey ? t(failure.fieldErrorKey) : failure?.fieldError}
          />
          {failure?.conflict && (
            <Alert color="red" role="alert" title={t('caps.conflictTitle')}>
              <Stack gap="xs">
                <Text size="sm">{t('caps.conflict', { current: capText(failure.conflict.current) })}</Text>
                <Group>
                  <Button
                    size="xs"
                    variant="default"
                    loading={reloading}
                    onClick={() => {
                      setReloading(true);
                      onReload();
                    }}
                  >
                    {t('caps.reload')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('caps.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('caps.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Dialog>
  );
}
