import { Anchor, Center, ColorSwatch, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  countries,
  isCountryCode,
  licenseCap,
  standardLicense,
  totalInUse,
  type Organization,
  type Paginated,
} from '@portal/contracts';
import { toSearch, type ListParams } from './list-params.ts';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';

const statusColor = { APPROVED: 'green', TRIAL: 'blue', PENDING: 'orange', DISABLED: 'gray', PARTNER: 'grape' } as const;

function LicenceUse({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const licence = standardLicense(org.licenses);
  const used = totalInUse(licence);
  if (used === null) return <>–</>;
  const cap = licenseCap(licence);
  // §3: a cap of 0 means unlimited; null means no cap is set or the licence is inactive.
  const capText = cap === null ? t('customers.noCap') : cap === 0 ? t('customers.unlimited') : String(cap);
  return <>{`${used} / ${capText}`}</>;
}

/** The colour is a cue only; the word carries the meaning and keeps full text contrast. */
function StatusLabel({ status }: { status: Organization['status'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${statusColor[status]}-6)`} size={10} withShadow={false} aria-hidden />
      <Text size="sm">{t(`statuses.${status}`)}</Text>
    </Group>
  );
}

function SortHeader({ column, params }: { column: ListParams['sortBy']; params: ListParams }) {
  const { t } = useTranslation();
  const active = params.sortBy === column;
  const nextOrder = active && params.order === 'asc' ? 'desc' : 'asc';
  const label = t(`customers.columns.${column}`);
  return (
    <Table.Th aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Anchor component={Link} to={toSearch(params, { sortBy: column, order: nextOrder, page: 1 })} fw={700} c="inherit" aria-label={t('customers.sortBy', { column: label })}>
        {label} {active ? (params.order === 'asc' ? '▲' : '▼') : ''}
      </Anchor>
    </Table.Th>
  );
}

export function CustomersTable(props: { list: Paginated<Organization>; params: ListParams; loading: boolean; filtered: boolean }) {
  const { list, params, loading, filtered } = props;
  const { t } = useTranslation();

  if (list.data.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>{filtered ? t('customers.emptyFiltered') : t('customers.empty')}</Text>
          {filtered && (
            <Anchor component={Link} to="">
              {t('customers.clearFilters')}
            </Anchor>
          )}
        </Stack>
      </Center>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720} pos="relative">
      {loading && <Loader size="sm" pos="absolute" top={8} right={8} aria-label={t('app.loading')} />}
      <Table striped highlightOnHover aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
        <Table.Caption>{t('customers.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="organizationName" params={params} />
            <SortHeader column="status" params={params} />
            <SortHeader column="totalUsers" params={params} />
            <Table.Th>{t('customers.columns.partnerName')}</Table.Th>
            <Table.Th>{t('customers.columns.country')}</Table.Th>
            <Table.Th>{t('customers.columns.licenses')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((org) => (
            <Table.Tr key={org.cybrOrgId}>
              <Table.Td>{org.organizationName}</Table.Td>
              <Table.Td>
                <StatusLabel status={org.status} />
              </Table.Td>
              <Table.Td>{org.totalUsers}</Table.Td>
              <Table.Td>{org.partnerName ?? '–'}</Table.Td>
              <Table.Td>{org.country && isCountryCode(org.country) ? countries[org.country].country : (org.country ?? '–')}</Table.Td>
              <Table.Td>
                <LicenceUse org={org} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
