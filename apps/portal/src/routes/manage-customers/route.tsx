import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { partnerOrganizations } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { requireUser } from '../../session/current-user.ts';
import { CustomerFilters } from './customer-filters.tsx';
import { CustomersTable } from './customers-table.tsx';
import { pageSize, readListParams, toQuery, toSearch } from './list-params.ts';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Pagination.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser();
  const params = readListParams(new URL(request.url).searchParams);
  const list = await call(partnerOrganizations, {
    params: { cybrOrgId: user.organizationData!.cybrOrgId },
    query: toQuery(params),
    signal: request.signal,
  });
  return { list, params };
}

export function Component() {
  const { list, params } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  const filtered = Boolean(params.search || params.filter || params.show !== 'all');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('customers.title')}
        </Title>
        <Text c="dimmed" aria-live="polite">
          {t('customers.summary', { count: list.total })}
        </Text>
      </Group>
      <CustomerFilters params={params} />
      <CustomersTable list={list} params={params} loading={loading} filtered={filtered} />
      {list.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('customers.range', { from: list.from + 1, to: list.to, total: list.total })}
          </Text>
          <Pagination
            total={pages}
            value={Math.min(params.page, pages)}
            onChange={(page) => void navigate(toSearch(params, { page }))}
            getItemProps={(page) => ({ 'aria-label': `${t('customers.pagination')}: ${page}` })}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': t('customers.previousPage') } : { 'aria-label': t('customers.nextPage') }
            }
            aria-label={t('customers.pagination')}
          />
        </Group>
      )}
    </Stack>
  );
}
