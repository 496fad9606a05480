import { Alert, Center, Group, Stack, Text, Title } from '@mantine/core';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { auditLog, dateLocaleFor, type AuditEntry, type Paginated } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { requirePartner } from '../../session/require-partner.ts';
import { ListPagination } from '../../ui/list-header.tsx';
import { ListLoadError } from '../../ui/list-load-error.tsx';
import { clampPage, lastPage } from '../../lib/page-clamp.ts';
import { AuditFilters } from './audit-filters.tsx';
import { auditPageSize, exportHref, readAuditParams, toAuditQuery, toAuditSearch } from './audit-params.ts';
import { AuditTable } from './audit-table.tsx';
import { useDateLocale } from '../../ui/use-date-locale.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

const emptyPage: Paginated<AuditEntry> = { data: [], count: 0, from: 0, to: 0, reqFrom: 0, reqTo: 0, total: 0 };

export async function loader({ request }: LoaderFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const params = readAuditParams(new URL(request.url).searchParams);
  const language = i18n.language;
  // An end before the start matches nothing; the server would refuse it, so it is said here instead.
  const backwards = Boolean(params.since && params.until && params.until < params.since);
  const [list, locale] = await Promise.all([
    backwards
      ? emptyPage
      : call(auditLog, { params: { cybrOrgId }, query: toAuditQuery(params), signal: request.signal }),
    dateLocaleFor(language),
  ]);
  clampPage(request.url, params.page, list.total, auditPageSize);
  return { list, params, backwards, exportUrl: exportHref(cybrOrgId, params), dates: { language, locale } };
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <ListLoadError title={t('audit.title')} />;
}

export function Component() {
  const { list, params, backwards, exportUrl, dates } = useLoaderData<typeof loader>();
  const { t, i18n: current } = useTranslation();
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const locale = useDateLocale(current.language, dates);
  const pages = lastPage(list.total, auditPageSize);
  const filtered = Boolean(params.action || params.since || params.until);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <Text c="dimmed" aria-live="polite">
          {t('audit.summary', { count: list.total })}
        </Text>
      </Group>
      <Text>{t('audit.intro')}</Text>
      <AuditFilters params={params} exportUrl={exportUrl} />
      {backwards && (
        <Alert color="red" role="alert">
          {t('audit.backwards')}
        </Alert>
      )}
      {list.data.length === 0 ? (
        <Center py="xl">
          <Text fw={600}>{filtered ? t('audit.emptyFiltered') : t('audit.empty')}</Text>
        </Center>
      ) : (
        <>
          <AuditTable entries={list.data} locale={locale} loading={loading} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('customers.range', { from: list.from + 1, to: list.to, total: list.total })}
            </Text>
            <ListPagination
              pages={pages}
              page={params.page}
              onChange={(page) => void navigate(toAuditSearch(params, { page }))}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
