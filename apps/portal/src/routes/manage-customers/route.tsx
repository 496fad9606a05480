import { Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useNavigation, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { partnerOrganizations } from '@portal/contracts';
import { call } from '../../api/client.ts';
import type { PartnerRootData } from '../../session/partner-root-guard.ts';
import { requirePartner } from '../../session/require-partner.ts';
import { ListHeader, ListPagination } from '../../ui/list-header.tsx';
import { CustomerFilters } from './customer-filters.tsx';
import { CustomersTable, type Selection } from './customers-table.tsx';
import { ExportLink } from './export-link.tsx';

import { pageSize, readListParams, toQuery, toSearch } from '../../lib/list-params.ts';
import { clampPage, lastPage } from '../../lib/page-clamp.ts';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';

// Bulk actions appear only once rows are selected, so they load then.
const SelectionBar = lazy(() => import('./on-demand/selection-bar.tsx'));

export async function loader({ request }: LoaderFunctionArgs) {
  const { org } = await requirePartner();
  const params = readListParams(new URL(request.url).searchParams);
  const list = await call(partnerOrganizations, {
    params: { cybrOrgId: org.cybrOrgId },
    query: toQuery(params),
    signal: request.signal,
  });
  clampPage(request.url, params.page, list.total, pageSize);
  return { list, params, cybrOrgId: org.cybrOrgId };
}

/** Rows picked for a bulk action; rows that leave the list (another page, a search) leave the selection. */
function useSelection(visible: readonly string[]): Selection & { clear: () => void } {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => new Set(visible.filter((id) => picked.has(id))), [visible, picked]);
  const toggle = useCallback(
    (id: string) => setPicked((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id]))),
    [],
  );
  const setAll = useCallback((all: string[]) => setPicked(new Set(all)), []);
  const clear = useCallback(() => setPicked(new Set()), []);
  return { ids, toggle, setAll, clear };
}

export function Component() {
  const { list, params, cybrOrgId } = useLoaderData<typeof loader>();
  const visible = useMemo(() => list.data.map((org) => org.cybrOrgId), [list]);
  const selection = useSelection(visible);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const pages = lastPage(list.total, pageSize);
  const filtered = Boolean(params.search || params.filter || params.show !== 'all');
  // A reseller's customers are all its own: no partner column and no customers/resellers choice.
  const reseller = (useRouteLoaderData('partner-root') as PartnerRootData | undefined)?.partnerType === 'reseller';

  return (
    <Stack gap="md">
      <ListHeader title={t('customers.title')} total={list.total} />
      <Group justify="space-between" align="flex-end">
        <CustomerFilters params={params} reseller={reseller} />
        {list.total > 0 && <ExportLink cybrOrgId={cybrOrgId} params={params} />}
      </Group>
      {selection.ids.size > 0 && (
        <Suspense fallback={null}>
          <SelectionBar
            cybrOrgId={cybrOrgId}
            selected={list.data.filter((org) => selection.ids.has(org.cybrOrgId))}
            onDone={selection.clear}
          />
        </Suspense>
      )}
      <CustomersTable
        list={list}
        params={params}
        showPartner={!reseller}
        loading={loading}
        filtered={filtered}
        selection={selection}
      />
      {list.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('customers.range', { from: list.from + 1, to: list.to, total: list.total })}
          </Text>
          <ListPagination
            pages={pages}
            page={params.page}
            onChange={(page) => void navigate(toSearch(params, { page }))}
          />
        </Group>
      )}
    </Stack>
  );
}
