import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import i18n from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import { dateLocaleFor, resourceList, toLanguageCode } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { htmlLang, storedLanguage } from '../../i18n/index.ts';
import { reportError } from '../../monitoring/report-error.ts';
import { requireUser } from '../../session/current-user.ts';
import { ListPagination } from '../../ui/list-header.tsx';
import { useDateLocale } from '../../ui/use-date-locale.ts';
import { ResourceFilters } from './resource-filters.tsx';
import { pageSize, readResourceParams, toQuery, toSearch } from './resource-params.ts';
import { ResourcesTable } from './resources-table.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

/** /resources: the platform's sales and onboarding material, searched and filtered on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser();
  // The language filter starts at the person's language: the switcher's choice, else the account's
  // (the rule the root guard applies; on a first load it may not have applied it yet).
  const own = toLanguageCode(storedLanguage() ?? user.languageCode);
  const params = readResourceParams(new URL(request.url).searchParams, own);
  const [list, locale] = await Promise.all([
    call(resourceList, { query: toQuery(params), signal: request.signal }),
    dateLocaleFor(i18n.language),
  ]);
  return { list, params, own, dates: { language: i18n.language, locale } };
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => reportError(error, 'resources'), [error]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('resources.title')}
      </Title>
      <Alert color="red" role="alert" title={t('resources.loadFailedTitle')}>
        <Text size="sm">{t('resources.loadFailed')}</Text>
      </Alert>
      <Button
        variant="default"
        w="fit-content"
        loading={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {t('resources.tryAgain')}
      </Button>
    </Stack>
  );
}

/** What an empty page says: an empty library, nothing in the chosen language, or nothing matching. */
function NothingFound({
  empty,
  language,
  filtered,
  allLink,
  clearLink,
}: {
  empty: boolean;
  language: string | null;
  filtered: boolean;
  allLink: string;
  clearLink: string;
}) {
  const { t } = useTranslation();
  if (empty) return <Text fw={600}>{t('resources.empty')}</Text>;
  return (
    <Stack gap="xs" role="status">
      <Text fw={600}>{filtered ? t('resources.noMatch') : t('resources.noneInLanguage', { language })}</Text>
      <Group gap="md">
        {language && (
          <Anchor component={Link} to={allLink}>
            {t('resources.showAllLanguages')}
          </Anchor>
        )}
        {filtered && (
          <Anchor component={Link} to={clearLink}>
            {t('resources.clearFilters')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

export function Component() {
  const { list, params, own, dates } = useLoaderData<typeof loader>();
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const locale = useDateLocale(language, dates);
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  const filtered = Boolean(params.search || params.kind);
  // Named in the page's language inside a sentence ("no resources in German yet").
  const languageName =
    params.language && new Intl.DisplayNames([language], { type: 'language' }).of(htmlLang[params.language]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('resources.title')}
        </Title>
        <Group gap="xs">
          {loading && <Loader size="xs" aria-label={t('app.loading')} />}
          <Text c="dimmed" aria-live="polite">
            {t('resources.summary', { count: list.total })}
          </Text>
        </Group>
      </Group>
      <Text>{t('resources.intro')}</Text>
      <ResourceFilters key={`${params.search}|${params.language}|${params.kind}`} params={params} own={own} />
      {list.total > 0 && list.data.length === 0 ? (
        // A link to a page past the end (the library shrank since): the way back to the first.
        <Anchor component={Link} to={toSearch(params, own, { page: 1 })}>
          {t('resources.firstPage')}
        </Anchor>
      ) : list.total === 0 ? (
        <NothingFound
          empty={!filtered && !params.language}
          language={languageName || null}
          filtered={filtered}
          allLink={toSearch(params, own, { language: null, page: 1 })}
          clearLink={toSearch(params, own, { search: '', kind: null, page: 1 })}
        />
      ) : (
        <>
          <ResourcesTable resources={list.data} locale={locale} busy={loading} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('customers.range', { from: list.from + 1, to: list.to, total: list.total })}
            </Text>
            {list.total > pageSize && (
              <ListPagination
                pages={pages}
                page={params.page}
                onChange={(page) => void navigate(toSearch(params, own, { page }))}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
