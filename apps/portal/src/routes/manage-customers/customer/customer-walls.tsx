import { Anchor, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { format, parseISO } from 'date-fns';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormats, type Wall } from '@portal/contracts';
import {
  activityHref,
  failedLoad,
  loadReviewList,
  sendDecision,
  type DecisionOutcome,
  type ReviewList,
  type WallsState,
} from './customer-walls-api.ts';
import { ConfirmDecision, DecisionNotice, type Confirming } from './wall-decision.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

// date-fns is called here rather than through the contracts' formatDate, which would bring date-fns
// into the API chunk that the first signed-in screen loads.

const personName = (list: ReviewList, wall: Wall) => list.people[wall.user]?.fullName || wall.user;

function WallRows({
  cybrOrgId,
  list,
  sending,
  onAsk,
}: {
  cybrOrgId: string;
  list: ReviewList;
  sending: boolean;
  onAsk: (confirming: Confirming) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = useDateLocale(i18n.language, list.dates);
  const number = new Intl.NumberFormat(i18n.language);
  const date = (iso: string, preset: 'shortMonthName' | 'shortMonthNameWithTime') => (
    <time dateTime={iso}>{format(parseISO(iso), dateFormats[preset], { locale })}</time>
  );
  return list.walls.map((wall) => {
    const person = list.people[wall.user];
    const name = personName(list, wall);
    return (
      <Table.Tr key={wall.wallId}>
        <Table.Th scope="row" fw="normal">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {person && (
            <Text size="sm" c="dimmed">
              {person.email}
            </Text>
          )}
        </Table.Th>
        <Table.Td>{date(wall.firstSeen, 'shortMonthName')}</Table.Td>
        <Table.Td>{date(wall.updated, 'shortMonthNameWithTime')}</Table.Td>
        <Table.Td ta="right">{number.format(wall.siegeIds.length)}</Table.Td>
        <Table.Td>
          {wall.csvReady ? (
            <Anchor
              size="sm"
              href={activityHref(cybrOrgId, wall.wallId)}
              download
              aria-label={t('customerWalls.downloadLabel', { name })}
            >
              {t('customerWalls.download')}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('customerWalls.collecting')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              disabled={sending}
              onClick={() => onAsk({ wallId: wall.wallId, name, decision: 'approve' })}
              aria-label={t('customerWalls.approveLabel', { name })}
            >
              {t('customerWalls.approve')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              disabled={sending}
              onClick={() => onAsk({ wallId: wall.wallId, name, decision: 'reject' })}
              aria-label={t('customerWalls.rejectLabel', { name })}
            >
              {t('customerWalls.reject')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  });
}

const columns = ['person', 'firstSeen', 'updated', 'detections', 'activity', 'review'] as const;

/** What the section shows for a state: the review table (or why it is missing), the last outcome, the dialog. */
export function WallsView({
  cybrOrgId,
  state,
  outcome = null,
  sending = false,
  confirming = null,
  onAsk = () => {},
  onConfirm = () => {},
  onCancel = () => {},
  onRetry = () => {},
  noticeRef,
}: {
  cybrOrgId: string;
  state: WallsState;
  outcome?: DecisionOutcome | null;
  sending?: boolean;
  confirming?: Confirming | null;
  onAsk?: (confirming: Confirming) => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  onRetry?: () => void;
  noticeRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const loading = state.status === 'loading';
  const table = (rows: ReactNode) => (
    <TableScroll minWidth={760} label={t('customerWalls.caption')}>
      <Table withTableBorder captionSide="top">
        <Table.Caption>{t('customerWalls.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" ta={column === 'detections' ? 'right' : undefined}>
                {t(`customerWalls.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </TableScroll>
  );
  return (
    <PageSection id="insider-threat" title={t('customerWalls.title')}>
      <Stack gap="md">
        <Text size="sm">{t('customerWalls.intro')}</Text>
        <DecisionNotice outcome={outcome} focusRef={noticeRef} />
        <VisuallyHidden role="status">{loading ? t('customerWalls.loading') : ''}</VisuallyHidden>
        <div aria-busy={loading || sending}>
          {state.status === 'loading' ? (
            table(
              [0, 1].map((n) => (
                <Table.Tr key={n}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={16} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              )),
            )
          ) : state.status === 'failed' ? (
            <LoadFailedAlert
              title={t('customerWalls.loadFailedTitle')}
              text={t('customerWalls.loadFailed')}
              retry={t('customerWalls.tryAgain')}
              onRetry={onRetry}
            />
          ) : state.status === 'unlicensed' ? (
            <Text c="dimmed">{t('customerWalls.unlicensed')}</Text>
          ) : state.list.walls.length === 0 ? (
            <Text c="dimmed">{t('customerWalls.empty')}</Text>
          ) : (
            table(<WallRows cybrOrgId={cybrOrgId} list={state.list} sending={sending} onAsk={onAsk} />)
          )}
        </div>
      </Stack>
      {confirming && <ConfirmDecision confirming={confirming} onConfirm={onConfirm} onCancel={onCancel} />}
    </PageSection>
  );
}

/**
 * The customer's insider-threat walls awaiting the partner's review, loaded on its own so that the
 * rest of the details page never waits for it (nor fails with it). Default export: loaded lazily.
 */
export default function CustomerWalls({ cybrOrgId }: { cybrOrgId: string }) {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // The answer with the request it answers: a stale one shows as loading.
  const [answer, setAnswer] = useState<{ key: string; state: WallsState } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const key = `${cybrOrgId} ${attempt}`;
  // The list is loaded in the language of the moment; a later switch brings its own date locale.
  const language = useRef(i18n.language);

  useEffect(() => {
    const controller = new AbortController();
    loadReviewList(cybrOrgId, language.current, controller.signal).then(
      (list) => setAnswer({ key, state: { status: 'loaded', list } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: failedLoad(error) });
      },
    );
    return () => controller.abort();
  }, [cybrOrgId, key]);

  const state: WallsState = answer?.key === key ? answer.state : { status: 'loading' };

  async function confirm() {
    if (!confirming) return;
    const { wallId, name, decision } = confirming;
    setConfirming(null);
    setSending(true);
    setOutcome(null);
    const result = await sendDecision(cybrOrgId, wallId, decision, name);
    setSending(false);
    setOutcome(result);
    if (result.status === 'done') {
      setAnswer((current) =>
        current?.state.status === 'loaded'
          ? {
              ...current,
              state: {
                ...current.state,
                list: {
                  ...current.state.list,
                  walls: current.state.list.walls.filter((wall) => wall.wallId !== wallId),
                },
              },
            }
          : current,
      );
    } else if (result.status === 'conflict') {
      // Someone else decided first: the list shows what is still awaiting review.
      setAttempt((n) => n + 1);
    }
    // The row and its buttons may be gone: the outcome is where the person goes on from.
    notice.current?.focus();
  }

  return (
    <WallsView
      noticeRef={notice}
      cybrOrgId={cybrOrgId}
      state={state}
      outcome={outcome}
      sending={sending}
      confirming={confirming}
      onAsk={(next) => {
        setOutcome(null);
        setConfirming(next);
      }}
      onConfirm={() => void confirm()}
      onCancel={() => setConfirming(null)}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
