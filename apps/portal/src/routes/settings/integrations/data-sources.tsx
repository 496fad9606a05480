import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { format, parseISO } from 'date-fns';
import { dateFormats } from '@portal/contracts';
import { PageSection } from '../../../ui/page-section.tsx';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import classes from '../../../ui/badges.module.css';
import type { DataSourcesData } from './data-sources-data.ts';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';

// A failing integration asks for attention; a working one is good news.
// date-fns is called here rather than through the contracts' formatDate, which would bring date-fns
// into the API chunk that the first signed-in screen loads.
const tones = { ok: 'good', failing: 'attention' } as const;

/** Data-source integrations (§3): provider, health, when it started and last reported, and where the data goes. */
export function DataSourcesSection() {
  const { dataSources } = useLoaderData<{ dataSources: DataSourcesData }>();
  const { t, i18n } = useTranslation();
  const locale = useDateLocale(i18n.language, dataSources.dates);
  const connected = dataSources.integrations.filter((integration) => integration.health);
  const notConnected = dataSources.integrations.filter((integration) => !integration.health);
  const day = (iso: string, preset: 'shortMonthName' | 'shortMonthNameWithTime') =>
    format(parseISO(iso), dateFormats[preset], { locale });
  const provider = (name: string) => t(`domains.dataSources.providers.${name}`, { defaultValue: name });
  return (
    <PageSection id="data-sources-title" title={t('domains.dataSources.title')}>
      <Stack gap="sm">
        <Text>{t('domains.dataSources.intro')}</Text>
        {connected.length > 0 && (
          <TableScroll minWidth={860} label={t('domains.dataSources.caption')}>
            <Table striped>
              <Table.Caption>{t('domains.dataSources.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('domains.dataSources.provider')}</Table.Th>
                  <Table.Th scope="col">{t('domains.dataSources.status')}</Table.Th>
                  <Table.Th scope="col">{t('domains.dataSources.startedAt')}</Table.Th>
                  <Table.Th scope="col">{t('domains.dataSources.updatedAt')}</Table.Th>
                  <Table.Th scope="col">{t('domains.dataSources.bucket')}</Table.Th>
                  <Table.Th scope="col">{t('domains.dataSources.serviceAccount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {connected.map(({ health }) => (
                  <Table.Tr key={`${health!.provider}/${health!.bucketName}`}>
                    <Table.Td>{provider(health!.provider)}</Table.Td>
                    <Table.Td>
                      <span className={classes.badge} data-tone={tones[health!.status]}>
                        {t(`domains.dataSources.statuses.${health!.status}`)}
                      </span>
                    </Table.Td>
                    <Table.Td>{day(health!.startedAt, 'shortMonthName')}</Table.Td>
                    <Table.Td>{day(health!.updatedAt, 'shortMonthNameWithTime')}</Table.Td>
                    <Table.Td>{health!.bucketName ?? '—'}</Table.Td>
                    <Table.Td>{health!.serviceAccount ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {notConnected.map((integration) => (
          <Text key={integration.provider} fw={600}>
            {t('domains.dataSources.notConnected', { provider: provider(integration.provider) })}
          </Text>
        ))}
      </Stack>
    </PageSection>
  );
}
