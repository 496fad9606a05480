import { Anchor, Button, Center, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  Form,
  Link,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { partnerOrganizations } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { requirePartner } from '../../session/require-partner.ts';
import { pageSize, readListParams, toQuery, toSearch } from '../../lib/list-params.ts';
import { clampPage, lastPage } from '../../lib/page-clamp.ts';
import { ListHeader, ListPagination } from '../../ui/list-header.tsx';
import { ListLoadError } from '../../ui/list-load-error.tsx';
import { applyDecision, parseDecision, type Decision } from './decisions.ts';
import { DecisionNotice } from './decision-notice.tsx';
import { DeclineModal } from './decline-modal.tsx';
import { PendingTable, type Customer } from './pending-table.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const { org } = await requirePartner();
  // Only search, sort and page apply here: the status filter is always "pending".
  const params = { ...readListParams(new URL(request.url).searchParams), filter: undefined, show: 'all' as const };
  const list = await call(partnerOrganizations, {
    params: { cybrOrgId: org.cybrOrgId },
    query: { ...toQuery(params), filter: 'pending' },
    signal: request.signal,
  });
  clampPage(request.url, params.page, list.total, pageSize);
  return { list, params };
}

export async function action({ request }: ActionFunctionArgs) {
  const decision = parseDecision(await request.formData());
  if (!decision) return data({ decision: null, results: [] }, { status: 400 });
  return { decision: decision.decision, results: await applyDecision(decision) };
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <ListLoadError title={t('pending.title')} />;
}

function encode(customers: Customer[]): [string, string][] {
  return customers.map((c) => ['customer', `${c.id}\t${c.name}`]);
}

export function Component() {
  const { list, params } = useLoaderData<typeof loader>();
  // A fetcher keeps the decision's report while the list reloads, including reloads the live
  // updates start mid-way (a route's action data would be dropped by such an interruption).
  const fetcher = useFetcher<typeof action>();
  const outcome = fetcher.data;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = fetcher.state !== 'idle';
  const loading = useNavigation().state === 'loading';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [declining, setDeclining] = useState<Customer[] | null>(null);
  const pages = lastPage(list.total, pageSize);
  // A decided customer leaves the list; only customers still shown stay selected.
  const chosen = list.data
    .filter((o) => selected.has(o.cybrOrgId))
    .map((o) => ({ id: o.cybrOrgId, name: o.organizationName }));

  function decide(decision: Decision, customers: Customer[]) {
    void fetcher.submit(new URLSearchParams([['intent', decision], ...encode(customers)]), { method: 'post' });
    setSelected(new Set());
  }

  function select(ids: string[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return (
    <Stack gap="md">
      <ListHeader title={t('pending.title')} total={list.total} />
      <Text>{t('pending.intro')}</Text>
      <div aria-live="polite">
        {outcome?.decision && <DecisionNotice decision={outcome.decision} results={outcome.results} />}
      </div>
      <Form method="get" role="search" key={params.search}>
        <Group align="flex-end" gap="sm">
          <TextInput
            name="search"
            type="search"
            label={t('pending.search')}
            defaultValue={params.search}
            maxLength={100}
            w={280}
          />
          {params.sortBy !== 'organizationName' && <input type="hidden" name="sortBy" value={params.sortBy} />}
          {params.order !== 'asc' && <input type="hidden" name="order" value={params.order} />}
          <Button type="submit" variant="default">
            {t('customers.searchButton')}
          </Button>
        </Group>
      </Form>
      {list.data.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{params.search ? t('pending.emptyFiltered') : t('pending.empty')}</Text>
            {params.search ? (
              <Anchor component={Link} to="">
                {t('customers.clearFilters')}
              </Anchor>
            ) : (
              <Anchor component={Link} to="/add-pending-customers">
                {t('pending.addLink')}
              </Anchor>
            )}
          </Stack>
        </Center>
      ) : (
        <>
          <Group gap="sm" aria-label={t('pending.bulkActions')} role="group">
            <Text size="sm">{t('pending.selected', { count: chosen.length })}</Text>
            <Button size="xs" disabled={busy || chosen.length === 0} onClick={() => decide('approve', chosen)}>
              {t('pending.approveSelected')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              disabled={busy || chosen.length === 0}
              onClick={() => setDeclining(chosen)}
            >
              {t('pending.declineSelected')}
            </Button>
          </Group>
          <PendingTable
            rows={list.data}
            params={params}
            selected={selected}
            onSelect={select}
            onApprove={(customers) => decide('approve', customers)}
            onDecline={setDeclining}
            busy={busy}
            loading={loading}
          />
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
        </>
      )}
      <DeclineModal
        names={declining?.map((c) => c.name) ?? null}
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          decide('decline', declining!);
          setDeclining(null);
        }}
      />
    </Stack>
  );
}
