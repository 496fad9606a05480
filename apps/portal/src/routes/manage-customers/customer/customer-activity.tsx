import { Anchor, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiBasePath,
  attackStatistics,
  reportFile,
  trainingStatistics,
  type AttackStats,
  type TrainingStats,
} from '@portal/contracts';
import { ApiError, TimeoutError } from '../../../api/api-error.ts';
import { call, getClientConfig, resolvePath, searchParams } from '../../../api/client.ts';
import { reportError } from '../../../monitoring/report-error.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';

/** The report periods offered here (a custom range is not). */
export const activityPeriods = ['24hours', '7days', '30days', '12months'] as const;
export type ActivityPeriod = (typeof activityPeriods)[number];
export const defaultActivityPeriod: ActivityPeriod = '30days';

export const activityReports = ['attacks', 'training', 'insider-threat'] as const;
export type ActivityReport = (typeof activityReports)[number];

export interface Activity {
  attacks: AttackStats;
  training: TrainingStats;
}

/** A customer's attack and training statistics for one period, as the server counts them. */
export async function loadActivity(cybrOrgId: string, period: ActivityPeriod, signal?: AbortSignal): Promise<Activity> {
  const query = { period, type: 'range' } as const;
  const [attacks, training] = await Promise.all([
    call(attackStatistics, { params: { cybrOrgId }, query, signal }),
    call(trainingStatistics, { params: { cybrOrgId }, query, signal }),
  ]);
  return { attacks, training };
}

/** A plain download of one report for the period, like the CSV exports of the lists. */
export function reportHref(cybrOrgId: string, report: ActivityReport, period: ActivityPeriod): string {
  const path = resolvePath(reportFile.path, { cybrOrgId, report });
  return `${getClientConfig().origin}${apiBasePath}${path}?${searchParams({ period, type: 'range' }).toString()}`;
}

export type ActivityState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; activity: Activity };

interface Row {
  label: string;
  count: number;
  /** The count the share is of; no share is shown without one. */
  of?: number;
}

function StatsTable({
  caption,
  heading,
  rows,
  loading,
  language,
}: {
  caption: string;
  heading: [string, string];
  rows: Row[];
  loading: boolean;
  language: string;
}) {
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const value = ({ count, of }: Row) =>
    of ? `${number.format(count)} (${percent.format(count / of)})` : number.format(count);
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{heading[0]}</Table.Th>
          <Table.Th scope="col" ta="right">
            {heading[1]}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw="normal">
              {row.label}
            </Table.Th>
            <Table.Td ta="right">{loading ? <Skeleton height={16} width={72} ml="auto" /> : value(row)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const emptyActivity: Activity = {
  attacks: Object.fromEntries(
    [
      'attemptedAttacks',
      'linkClicks',
      'leakedCredentials',
      'reports',
      'replies',
      'calls',
      'interactions',
      'ignored',
    ].map((name) => [name, { count: 0, averageDifficulty: null }]),
  ) as AttackStats,
  training: { attempts: 0, completed: 0, right: 0, wrong: 0 },
};

/** What the section shows for a state: the period picker, the two tables (or why they are missing) and the reports. */
export function ActivityView({
  cybrOrgId,
  period,
  state,
  onPeriodChange,
  onRetry,
}: {
  cybrOrgId: string;
  period: ActivityPeriod;
  state: ActivityState;
  onPeriodChange: (period: ActivityPeriod) => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const loading = state.status === 'loading';
  const { attacks, training } = state.status === 'loaded' ? state.activity : emptyActivity;
  const sent = attacks.attemptedAttacks.count;
  return (
    <PageSection id="security-awareness" title={t('customerActivity.title')}>
      <Stack gap="md">
        <NativeSelect
          label={t('customerActivity.period')}
          value={period}
          onChange={(event) => onPeriodChange(event.currentTarget.value as ActivityPeriod)}
          data={activityPeriods.map((value) => ({ value, label: t(`customerActivity.periods.${value}`) }))}
          w={220}
        />
        <VisuallyHidden role="status">{loading ? t('customerActivity.loading') : ''}</VisuallyHidden>
        <div aria-busy={loading}>
          {state.status === 'failed' ? (
            <LoadFailedAlert
              title={t('customerActivity.loadFailedTitle')}
              text={t('customerActivity.loadFailed')}
              retry={t('customerActivity.tryAgain')}
              onRetry={onRetry}
            />
          ) : (
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <StatsTable
                  caption={t('customerActivity.attacks.caption')}
                  heading={[t('customerActivity.outcome'), t('customerActivity.attacks.value')]}
                  loading={loading}
                  language={i18n.language}
                  rows={[
                    { label: t('customerActivity.attacks.sent'), count: sent },
                    { label: t('customerActivity.attacks.linkClicks'), count: attacks.linkClicks.count, of: sent },
                    {
                      label: t('customerActivity.attacks.leakedCredentials'),
                      count: attacks.leakedCredentials.count,
                      of: sent,
                    },
                    { label: t('customerActivity.attacks.reports'), count: attacks.reports.count, of: sent },
                    { label: t('customerActivity.attacks.ignored'), count: attacks.ignored.count, of: sent },
                  ]}
                />
                <StatsTable
                  caption={t('customerActivity.training.caption')}
                  heading={[t('customerActivity.outcome'), t('customerActivity.training.value')]}
                  loading={loading}
                  language={i18n.language}
                  rows={[
                    { label: t('customerActivity.training.attempts'), count: training.attempts },
                    {
                      label: t('customerActivity.training.completed'),
                      count: training.completed,
                      of: training.attempts,
                    },
                    { label: t('customerActivity.training.right'), count: training.right, of: training.completed },
                    { label: t('customerActivity.training.wrong'), count: training.wrong, of: training.completed },
                  ]}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {t('customerActivity.shares')}
              </Text>
            </Stack>
          )}
        </div>
        <Group gap="lg">
          <Text size="sm">{t('customerActivity.reports.title')}</Text>
          {activityReports.map((report) => (
            <Anchor key={report} size="sm" href={reportHref(cybrOrgId, report, period)} download>
              {t(`customerActivity.reports.${report}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </PageSection>
  );
}

/**
 * The customer's security-awareness activity for a period, loaded on its own so that the rest of
 * the details page never waits for it (nor fails with it). Default export: loaded lazily.
 */
export default function CustomerActivity({ cybrOrgId }: { cybrOrgId: string }) {
  const [period, setPeriod] = useState<ActivityPeriod>(defaultActivityPeriod);
  const [attempt, setAttempt] = useState(0);
  // The answer with the request it answers: a stale one shows as loading, never as the new period's numbers.
  const [answer, setAnswer] = useState<{ key: string; state: ActivityState } | null>(null);
  const key = `${cybrOrgId} ${period} ${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    loadActivity(cybrOrgId, period, controller.signal).then(
      (activity) => setAnswer({ key, state: { status: 'loaded', activity } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiError || error instanceof TimeoutError)) reportError(error, 'customer-activity');
        setAnswer({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [cybrOrgId, period, key]);

  const state: ActivityState = answer?.key === key ? answer.state : { status: 'loading' };
  return (
    <ActivityView
      cybrOrgId={cybrOrgId}
      period={period}
      state={state}
      onPeriodChange={setPeriod}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
