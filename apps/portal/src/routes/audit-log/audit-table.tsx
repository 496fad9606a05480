import { List, Loader, Table, Text } from '@mantine/core';
import { format, parseISO, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { dateFormats, type AuditEntry } from '@portal/contracts';
import { changeText, fieldChanges } from './change-text.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = fieldChanges(entry.before, entry.after);
  // An entry with nothing before or after (a sign-in, say) shows an empty cell, not a dash to decode.
  if (changes.length === 0) return null;
  return (
    <List size="sm" listStyleType="none">
      {changes.map((change) => (
        <List.Item key={change.field}>{changeText(t, change)}</List.Item>
      ))}
    </List>
  );
}

// date-fns is called here rather than through the contracts' formatDate: the contracts are bundled
// with the API client every signed-in screen loads first, and date-fns belongs to this screen only.

/** The audit entries of one page, newest first as the server sends them. */
export function AuditTable({ entries, locale, loading }: { entries: AuditEntry[]; locale: Locale; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={760} label={t('audit.tableCaption')}>
      {loading && <Loader size="sm" pos="absolute" top={8} right={8} aria-label={t('app.loading')} />}
      <Table striped aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
        <Table.Caption>{t('audit.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.columns.when')}</Table.Th>
            <Table.Th>{t('audit.columns.who')}</Table.Th>
            <Table.Th>{t('audit.columns.action')}</Table.Th>
            <Table.Th>{t('audit.columns.target')}</Table.Th>
            <Table.Th>{t('audit.columns.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.occurredAt}>
                  {format(parseISO(entry.occurredAt), dateFormats.shortMonthNameWithTime, { locale })}
                </time>
              </Table.Td>
              <Table.Td>
                {entry.actorName ?? t('audit.system')}
                {entry.apiKey && (
                  <Text size="xs" c="dimmed">
                    {t('audit.viaApiKey', { name: entry.apiKey.name, prefix: entry.apiKey.prefix })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`audit.actions.${entry.action}`)}</Table.Td>
              <Table.Td>
                <Text size="sm">{entry.targetName ?? entry.target}</Text>
              </Table.Td>
              <Table.Td>
                <Change entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
