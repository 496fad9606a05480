import { Badge, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerImportReport } from '@portal/contracts';
import { fieldLabel, problemText } from './problem-text.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Table.css';

const outcomeColor = { added: 'green', ready: 'blue', refused: 'red' } as const;

/** What happened to each row of an imported file: added, refused (and why), or ready to add on confirmation. */
export function ImportReport({ report }: { report: CustomerImportReport }) {
  const { t } = useTranslation();
  const ready = report.rows.filter((r) => r.outcome === 'ready').length;
  return (
    <>
      <Text fw={600}>
        {report.needsConfirmation
          ? t('addCustomers.report.needsConfirmation', { ready, refused: report.refused })
          : t('addCustomers.report.summary', { added: report.added, refused: report.refused })}
      </Text>
      <TableScroll minWidth={600} label={t('addCustomers.report.caption')}>
        <Table striped>
          <Table.Caption>{t('addCustomers.report.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('addCustomers.report.line')}</Table.Th>
              <Table.Th>{t('addCustomers.fields.organizationName')}</Table.Th>
              <Table.Th>{t('addCustomers.report.outcome')}</Table.Th>
              <Table.Th>{t('addCustomers.report.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.organizationName || '–'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={outcomeColor[row.outcome]}>
                    {t(`addCustomers.report.outcomes.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.problems.length === 0 ? (
                    '–'
                  ) : (
                    <List size="sm">
                      {row.problems.map((p) => (
                        <List.Item
                          key={`${p.field}:${p.message}`}
                        >{`${fieldLabel(t, p.field)}: ${problemText(t, p.message)}`}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
