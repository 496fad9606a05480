import type { AttackStats, TrainingStats } from '@portal/contracts';
import { statement } from '../../db/statement.ts';
import { reportFrom } from './report-sql.ts';

const reacted = [
  'clicked_at',
  'credentials_leaked_at',
  'attachment_opened_at',
  'reported_at',
  'replied_at',
  'called_at',
]
  .map((c) => `a.${c} is not null`)
  .join(' or ');

// §3 attack metrics: which attempts each counts (docs/decisions/0058-attack-and-training-activity.md, "Attack and training activity").
const attackMetrics: Record<keyof AttackStats, string> = {
  attemptedAttacks: 'true',
  linkClicks: 'a.clicked_at is not null',
  leakedCredentials: 'a.credentials_leaked_at is not null',
  reports: 'a.reported_at is not null',
  replies: 'a.replied_at is not null',
  calls: 'a.called_at is not null',
  interactions: `(${reacted})`,
  ignored: `not (${reacted})`,
};

type AttackRow = Record<string, number | null>;
const attackSelect = Object.entries(attackMetrics)
  .map(
    ([name, where]) => `count(*) filter (where ${where})::int as "${name}Count",
    round(avg(a.difficulty) filter (where ${where}), 2)::float8 as "${name}Average"`,
  )
  .join(', ');

export const attackStatsStatement = statement<AttackRow>(
  'activity_attack_stats',
  `select ${attackSelect} from ${reportFrom('attack_attempts')}`,
);

/** One person's attacks of all time. */
export const userAttackStatsStatement = statement<AttackRow>(
  'activity_user_attack_stats',
  `select ${attackSelect} from attack_attempts a where a.cybr_id = $1`,
);

export function attackStatsOf(row: AttackRow | undefined): AttackStats {
  const metric = (name: string) => ({
    count: row?.[`${name}Count`] ?? 0,
    averageDifficulty: row?.[`${name}Average`] ?? null,
  });
  return Object.fromEntries(Object.keys(attackMetrics).map((name) => [name, metric(name)])) as AttackStats;
}

// §3 training stats: quizzes sent, answered, answered right, answered wrong.
const trainingSelect = `count(*)::int as attempts,
  count(a.completed_at)::int as completed,
  count(*) filter (where a.correct)::int as "right",
  count(*) filter (where not a.correct)::int as wrong`;

export const trainingStatsStatement = statement<TrainingStats>(
  'activity_training_stats',
  `select ${trainingSelect} from ${reportFrom('training_attempts')}`,
);

export const userTrainingStatsStatement = statement<TrainingStats>(
  'activity_user_training_stats',
  `select ${trainingSelect} from training_attempts a where a.cybr_id = $1`,
);
