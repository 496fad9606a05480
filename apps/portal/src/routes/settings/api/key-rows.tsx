import { ColumnHeads } from '../../../ui/column-heads.tsx';
import { Group, Table, Text } from '@mantine/core';
import type { Locale } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, ApiKeyScope } from '@portal/contracts';
import badges from '../../../ui/badges.module.css';
import { DateTime } from '../../../ui/date-time.tsx';
import { RowButton } from '../../../ui/row-button.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { KeyConfirmDialog, type Confirming } from './key-confirm-dialog.tsx';
import type { KeyFetcher } from './key-fetcher.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';

const scopeTones: Record<ApiKeyScope, string> = { read: 'info', write: 'attention', billing: 'partner' };

function Scopes({ scopes }: { scopes: ApiKeyScope[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {scopes.map((scope) => (
        <span key={scope} className={badges.badge} data-tone={scopeTones[scope]}>
          {t(`apiKeys.scopes.${scope}`)}
        </span>
      ))}
    </Group>
  );
}

function Expiry({ expiresAt, locale, now }: { expiresAt: string | null; locale: Locale; now: number }) {
  const { t } = useTranslation();
  if (!expiresAt) return <>{t('apiKeys.list.never')}</>;
  return (
    <>
      <DateTime iso={expiresAt} locale={locale} />
      {Date.parse(expiresAt) <= now && (
        <>
          {' '}
          <span className={badges.badge}>{t('apiKeys.list.expired')}</span>
        </>
      )}
    </>
  );
}

/** The keys, the locale their dates show in, and the fetchers that rotate and revoke them. */
export interface KeyListProps {
  keys: ApiKey[];
  locale: Locale;
  issuer: KeyFetcher;
  revoker: KeyFetcher;
}

/**
 * One row per key. Rotating sends through the fetcher that shows new secrets, revoking through its
 * own; both ask first. The row's name can take the focus, so a secret put away leads back to its key.
 */
export function KeyRows({ keys, locale, issuer, revoker }: KeyListProps) {
  const { t } = useTranslation();
  // The dialog sits outside the table's scroll container, which would clip it.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [now] = useState(() => Date.now());
  const busy = (fetcher: KeyFetcher, key: ApiKey) =>
    fetcher.state !== 'idle' && fetcher.formData?.get('keyId') === key.id;
  if (keys.length === 0) return <Text>{t('apiKeys.list.empty')}</Text>;
  return (
    <>
      <TableScroll minWidth={960} label={t('apiKeys.list.caption')}>
        <Table>
          <Table.Caption>{t('apiKeys.list.caption')}</Table.Caption>
          <ColumnHeads
            labels={(['name', 'prefix', 'scopes', 'createdBy', 'createdAt', 'lastUsedAt', 'expiresAt'] as const).map(
              (column) => t(`apiKeys.list.columns.${column}`),
            )}
            actions={t('apiKeys.list.columns.actions')}
          />
          <Table.Tbody>
            {keys.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Th scope="row" id={`api-key-${key.id}`} tabIndex={-1}>
                  {key.name}
                </Table.Th>
                <Table.Td>
                  <code>{key.prefix}</code>
                </Table.Td>
                <Table.Td>
                  <Scopes scopes={key.scopes} />
                </Table.Td>
                <Table.Td>{key.createdBy}</Table.Td>
                <Table.Td>
                  <DateTime iso={key.createdAt} locale={locale} />
                </Table.Td>
                <Table.Td>
                  {key.lastUsedAt ? <DateTime iso={key.lastUsedAt} locale={locale} /> : t('apiKeys.list.never')}
                </Table.Td>
                <Table.Td>
                  <Expiry expiresAt={key.expiresAt} locale={locale} now={now} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <RowButton
                      label={t('apiKeys.list.rotateKey', { name: key.name })}
                      busy={busy(issuer, key)}
                      onClick={() => setConfirming({ key, verb: 'rotate' })}
                    >
                      {t('apiKeys.list.rotate')}
                    </RowButton>
                    <RowButton
                      label={t('apiKeys.list.revokeKey', { name: key.name })}
                      busy={busy(revoker, key)}
                      danger
                      onClick={() => setConfirming({ key, verb: 'revoke' })}
                    >
                      {t('apiKeys.list.revoke')}
                    </RowButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {confirming && (
        <KeyConfirmDialog
          confirming={confirming}
          fetcher={confirming.verb === 'rotate' ? issuer : revoker}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
