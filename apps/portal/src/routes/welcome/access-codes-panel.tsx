import { ColumnHeads } from '../../ui/column-heads.tsx';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { format, parseISO, type Locale } from 'date-fns';
import { createAccessCode, dateFormats, revokeAccessCode, type AccessCode } from '@portal/contracts';
import { useDateLocale } from '../../ui/use-date-locale.ts';
import { call } from '../../api/client.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';

const validity = [7, 30, 90] as const;
const day = 86_400_000;

/** Issues or revokes an access code (a distributor inviting a reseller, spec §7). */
export async function accessCodeAction(request: Request) {
  const form = await request.formData();
  const cybrOrgId = String(form.get('cybrOrgId'));
  if (form.get('intent') === 'revoke') {
    await call(revokeAccessCode, {
      params: { cybrOrgId, accessCode: String(form.get('accessCode')) },
      body: { revoked: true },
    });
    return { revoked: String(form.get('accessCode')) };
  }
  const licenses = Number(form.get('licenses'));
  if (!Number.isInteger(licenses) || licenses < 1 || licenses > 10_000_000)
    return data({ licensesError: true }, { status: 400 });
  const days = validity.find((d) => d === Number(form.get('days'))) ?? 30;
  const product = form.get('product') === 'insider-threat-detection' ? 'insider-threat-detection' : 'standard';
  const code = await call(createAccessCode, {
    body: { licenses, product, cybrOrgId, expiration: new Date(Date.now() + days * day).toISOString() },
  });
  return { issued: code.accessCode };
}

function status(code: AccessCode, now: number): 'redeemed' | 'revoked' | 'expired' | 'available' {
  if (code.partner) return 'redeemed';
  if (code.revoked) return 'revoked';
  if (code.expiration && Date.parse(code.expiration) <= now) return 'expired';
  return 'available';
}

export function AccessCodesPanel({
  cybrOrgId,
  codes,
  dates,
}: {
  cybrOrgId: string;
  codes: AccessCode[];
  dates: { language: string; locale: Locale };
}) {
  const { t, i18n } = useTranslation();
  // §3 date preset in the person's language, as every other date in the portal.
  const locale = useDateLocale(i18n.language, dates);
  const result = useActionData<typeof accessCodeAction>();
  const busy = useNavigation().state !== 'idle';
  const now = Date.now();
  return (
    <Paper withBorder p="md" w="100%" component="section" aria-labelledby="access-codes">
      <Stack>
        <Title order={2} size="h4" id="access-codes">
          {t('accessCodes.title')}
        </Title>
        <Text size="sm">{t('accessCodes.intro')}</Text>
        <Form method="post">
          <input type="hidden" name="cybrOrgId" value={cybrOrgId} />
          <input type="hidden" name="intent" value="issue" />
          <Group align="flex-end">
            <TextInput
              name="licenses"
              type="number"
              min={1}
              label={t('accessCodes.licenses')}
              defaultValue="10"
              required
              w={140}
              error={result && 'licensesError' in result ? t('accessCodes.licensesError') : undefined}
            />
            <NativeSelect
              name="product"
              label={t('accessCodes.product')}
              data={[
                { value: 'standard', label: t('products.standard') },
                { value: 'insider-threat-detection', label: t('products.insider-threat-detection') },
              ]}
            />
            <NativeSelect
              name="days"
              label={t('accessCodes.validFor')}
              defaultValue="30"
              data={validity.map((d) => ({ value: String(d), label: t('accessCodes.days', { count: d }) }))}
            />
            <Button type="submit" loading={busy}>
              {t('accessCodes.issue')}
            </Button>
          </Group>
        </Form>
        {result && 'issued' in result && (
          <Alert color="green" role="status">
            {t('accessCodes.issued')} <Code fz="md">{result.issued}</Code>
          </Alert>
        )}
        {codes.length === 0 ? (
          <Text c="dimmed">{t('accessCodes.none')}</Text>
        ) : (
          <TableScroll minWidth={560} label={t('accessCodes.title')}>
            <Table striped>
              <ColumnHeads
                labels={(['code', 'product', 'licenses', 'expires', 'status'] as const).map((column) =>
                  t(`accessCodes.columns.${column}`),
                )}
                actions={t('accessCodes.columns.actions')}
              />
              <Table.Tbody>
                {codes.map((code) => {
                  const state = status(code, now);
                  return (
                    <Table.Tr key={code.accessCode}>
                      <Table.Td>
                        <Code>{code.accessCode}</Code>
                      </Table.Td>
                      <Table.Td>{t(`products.${code.product}`)}</Table.Td>
                      <Table.Td>{code.licenses}</Table.Td>
                      <Table.Td>
                        {code.expiration ? (
                          <time dateTime={code.expiration}>
                            {format(parseISO(code.expiration), dateFormats.shortMonthName, { locale })}
                          </time>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="dot"
                          color={{ available: 'green', redeemed: 'blue', revoked: 'gray', expired: 'gray' }[state]}
                        >
                          {t(`accessCodes.states.${state}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {state === 'available' && (
                          <Form method="post">
                            <input type="hidden" name="cybrOrgId" value={cybrOrgId} />
                            <input type="hidden" name="intent" value="revoke" />
                            <input type="hidden" name="accessCode" value={code.accessCode} />
                            <Button
                              type="submit"
                              size="xs"
                              variant="default"
                              aria-label={t('accessCodes.revokeCode', { code: code.accessCode })}
                            >
                              {t('accessCodes.revoke')}
                            </Button>
                          </Form>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
