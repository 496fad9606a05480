import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Organization, Paginated } from '@portal/contracts';
import { regionName } from '../../ui/region-name.ts';
import { ProductBadges, StatusBadge } from '../../ui/customer-badges.tsx';
import { LicenceUse, productCode, productTypes } from '../../ui/licence-use.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { RowActions } from './row-actions.tsx';
import { toSearch, type ListParams } from '../../lib/list-params.ts';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import classes from '../../ui/customers-table.module.css';

function SortHeader({
  column,
  params,
  children,
}: {
  column: ListParams['sortBy'];
  params: ListParams;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const active = params.sortBy === column;
  const nextOrder = active && params.order === 'asc' ? 'desc' : 'asc';
  const label = t(`customers.columns.${column}`);
  return (
    <th aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      {children}
      <Anchor
        component={Link}
        to={toSearch(params, { sortBy: column, order: nextOrder, page: 1 })}
        fw={700}
        c="inherit"
        aria-label={t('customers.sortBy', { column: label })}
      >
        {label} {active ? (params.order === 'asc' ? '▲' : '▼') : ''}
      </Anchor>
    </th>
  );
}

export interface Selection {
  ids: ReadonlySet<string>;
  toggle: (cybrOrgId: string) => void;
  setAll: (cybrOrgIds: string[]) => void;
}

export function CustomersTable(props: {
  list: Paginated<Organization>;
  params: ListParams;
  loading: boolean;
  filtered: boolean;
  selection: Selection;
  showPartner: boolean;
}) {
  const { list, params, loading, filtered, selection, showPartner } = props;
  const pageIds = list.data.map((org) => org.cybrOrgId);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const { t, i18n } = useTranslation();

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
    // A plain scrolling box: Mantine's ScrollArea would bring the menu positioning library into the
    // first load, because the row menu (loaded on demand) shares a module with it.
    <TableScroll label={t('customers.tableCaption')}>
      {loading && <Loader size="sm" className={classes.busy} aria-label={t('app.loading')} />}
      {/* Not dimmed while reloading: live updates reload often, and dimmed text loses its contrast. */}
      <table className={classes.table} aria-busy={loading}>
        <caption>{t('customers.tableCaption')}</caption>
        <thead>
          <tr>
            <SortHeader column="organizationName" params={params}>
              <input
                type="checkbox"
                className={classes.select}
                aria-label={t('customers.selectPage')}
                checked={allSelected}
                onChange={() => selection.setAll(allSelected ? [] : pageIds)}
              />
            </SortHeader>
            <SortHeader column="status" params={params} />
            <SortHeader column="totalUsers" params={params} />
            {showPartner && <SortHeader column="partnerName" params={params} />}
            <SortHeader column="country" params={params} />
            <SortHeader column="products" params={params} />
            {productTypes.map((product) => (
              <th key={product}>{t('customers.columns.licence', { product: productCode(product) })}</th>
            ))}
            <th>
              <span className={classes.hidden}>{t('customers.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((org) => (
            <tr key={org.cybrOrgId}>
              <td>
                <Group gap="xs" wrap="nowrap">
                  <input
                    type="checkbox"
                    className={classes.select}
                    aria-label={t('customers.selectRow', { name: org.organizationName })}
                    checked={selection.ids.has(org.cybrOrgId)}
                    onChange={() => selection.toggle(org.cybrOrgId)}
                  />
                  <Anchor component={Link} to={`/manage-customers/${org.cybrOrgId}`} c="inherit">
                    {org.organizationName}
                  </Anchor>
                </Group>
              </td>
              <td>
                <StatusBadge status={org.status} />
              </td>
              <td>{org.totalUsers}</td>
              {showPartner && <td>{org.partnerName ?? '–'}</td>}
              <td>{org.country ? regionName(i18n.language, org.country) : '–'}</td>
              <td>
                <ProductBadges products={org.products} />
              </td>
              {productTypes.map((product) => (
                <td key={product}>
                  <LicenceUse org={org} productType={product} />
                </td>
              ))}
              <td>
                <RowActions org={org} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
