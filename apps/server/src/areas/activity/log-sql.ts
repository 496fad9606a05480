import type { AttackLogEntry, TrainingLogEntry } from '@portal/contracts';
import { statement } from '../../db/statement.ts';
import { isoColumn as iso } from './report-sql.ts';

// Newest first; the id breaks ties so pages never overlap (attack_attempts_org_sent_idx).
export const attackLogStatement = statement<AttackLogEntry>(
  'activity_attack_log',
  `select a.message_id as "messageId", a.attempt_id as "attemptId", a.category, a.content_type as "contentType", a.difficulty,
    u.email, u.full_name as "fullName", ${iso('a.sent_at')} as "sentDate", ${iso('a.clicked_at')} as "clickedDate",
    ${iso('a.credentials_leaked_at')} as "credentialsLeakedDate", ${iso('a.reported_at')} as "reportDate",
    ${iso('a.replied_at')} as "replyDate", ${iso('a.called_at')} as "callDate"
  from attack_attempts a join users u on u.cybr_id = a.cybr_id
  where a.cybr_org_id = $1 order by a.sent_at desc, a.attempt_id desc limit $2 offset $3`,
);

export const attackLogTotalStatement = statement<{ total: number }>(
  'activity_attack_log_total',
  'select count(*)::int as total from attack_attempts where cybr_org_id = $1',
);

// Only answered quizzes have a §3 training log entry (completedDate, correct).
export const trainingLogStatement = statement<TrainingLogEntry>(
  'activity_training_log',
  `select ${iso('a.completed_at')} as "completedDate", a.correct from training_attempts a
  where a.cybr_org_id = $1 and a.completed_at is not null order by a.completed_at desc, a.attempt_id desc limit $2 offset $3`,
);

export const trainingLogTotalStatement = statement<{ total: number }>(
  'activity_training_log_total',
  'select count(*)::int as total from training_attempts where cybr_org_id = $1 and completed_at is not null',
);
