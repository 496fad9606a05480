import { Anchor, Button, Checkbox, Group, Loader, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Organization } from '@portal/contracts';
import { toSearch, type ListParams } from '../../lib/list-params.ts';
import { regionName } from '../../ui/region-name.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';

export type Customer = { id: string; name: string };

interface Props {
  rows: Organization[];
  params: ListParams;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onApprove: (customers: Customer[]) => void;
  onDecline: (customers: Customer[]) => void;
  busy: boolean;
  loading: boolean;
}

function SortHeader({ column, params }: { column: 'organizationName' | 'totalUsers'; params: ListParams }) {
  const { t } = useTranslation();
  const active = params.sortBy === column;
  const label = t(`customers.columns.${column}`);
  return (
    <Table.Th aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Anchor
        component={Link}
        to={toSearch(params, { sortBy: column, order: active && params.order === 'asc' ? 'desc' : 'asc', page: 1 })}
        fw={700}
        c="inherit"
        aria-label={t('customers.sortBy', { column: label })}
      >
        {label} {active ? (params.order === 'asc' ? '▲' : '▼') : ''}
      </Anchor>
    </Table.Th>
  );
}

/** The page of pending customers, each with its own Approve and Decline, and a checkbox for bulk decisions. */
export function PendingTable({ rows, params, selected, onSelect, onApprove, onDecline, busy, loading }: Props) {
  const { t, i18n } = useTranslation();
  const ids = rows.map((r) => r.cybrOrgId);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <TableScroll minWidth={720} label={t('pending.tableCaption')}>
      {loading && <Loader size="sm" pos="absolute" top={8} right={8} aria-label={t('app.loading')} />}
      <Table striped highlightOnHover aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
        <Table.Caption>{t('pending.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('pending.selectAll')}
                checked={chosen > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <SortHeader column="organizationName" params={params} />
            <Table.Th>{t('customers.columns.country')}</Table.Th>
            <Table.Th>{t('customers.columns.partnerName')}</Table.Th>
            <SortHeader column="totalUsers" params={params} />
            <Table.Th>{t('pending.columns.decision')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((org) => {
            const customer = { id: org.cybrOrgId, name: org.organizationName };
            return (
              <Table.Tr key={org.cybrOrgId}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('pending.select', { name: org.organizationName })}
                    checked={selected.has(org.cybrOrgId)}
                    onChange={(event) => onSelect([org.cybrOrgId], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{org.organizationName}</Table.Td>
                <Table.Td>{org.country ? regionName(i18n.language, org.country) : '–'}</Table.Td>
                <Table.Td>{org.partnerName ?? '–'}</Table.Td>
                <Table.Td>{org.totalUsers}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      disabled={busy}
                      onClick={() => onApprove([customer])}
                      aria-label={t('pending.approveOne', { name: org.organizationName })}
                    >
                      {t('pending.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      disabled={busy}
                      onClick={() => onDecline([customer])}
                      aria-label={t('pending.declineOne', { name: org.organizationName })}
                    >
                      {t('pending.decline')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
