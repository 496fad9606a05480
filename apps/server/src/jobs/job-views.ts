import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss';
import { jobNames, type Job, type JobCounts, type JobName, type JobState } from '@portal/contracts';
import type { Db } from '../db/client.ts';

// The staff's view of the jobs, read from the queue's own store. pg-boss finds jobs only by name,
// oldest first; a list of every name, newest first, by state and a page at a time, is one query on
// its job table (the parent of every queue's partition, in pg-boss's default schema).
const jobTable = 'pgboss.job';

/** pg-boss's states under the names staff see: a job waiting for its first attempt or its next one is queued. */
const storedStates: Record<JobState, string[]> = {
  queued: ['created', 'retry'],
  running: ['active'],
  failed: ['failed'],
  completed: ['completed'],
  cancelled: ['cancelled'],
};
const stateOf = (stored: string): JobState =>
  (Object.keys(storedStates) as JobState[]).find((state) => storedStates[state].includes(stored)) ?? 'cancelled';

// The longest error message shown: a message, not a dump.
const maxErrorLength = 2000;

/** A job as pg-boss answers it (findJobs) or as the list query selects it: the same names. */
interface StoredJob {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  createdOn: Date | string;
  startAfter: Date | string;
  startedOn: Date | string | null;
  completedOn: Date | string | null;
  output: unknown;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * The message a failed attempt left: pg-boss keeps the thrown error (message, stack) as the job's
 * output, or `{ value: { message } }` when the attempt timed out. Only the message leaves here.
 */
function lastErrorOf(job: StoredJob): string | null {
  if (job.state === 'completed' || typeof job.output !== 'object' || job.output === null) return null;
  const output = job.output as { message?: unknown; value?: { message?: unknown } };
  const message = typeof output.message === 'string' ? output.message : output.value?.message;
  return typeof message === 'string' ? message.slice(0, maxErrorLength) : null;
}

function toJob(job: StoredJob): Job {
  return {
    id: job.id,
    name: job.name as JobName,
    state: stateOf(job.state),
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    createdAt: iso(job.createdOn),
    startAfter: iso(job.startAfter),
    startedAt: isoOrNull(job.startedOn),
    completedAt: isoOrNull(job.completedOn),
    lastError: lastErrorOf(job),
  };
}

// The states travel as text[]: an array of pg-boss's enum is not a type PGlite knows how to send.
const where = `name = any($1::text[]) and state = any($2::text[]::pgboss.job_state[])`;

/** One page of the jobs in the given states (every state when none is named), newest first. */
export async function listJobs(
  store: PgBoss,
  filter: { states?: readonly JobState[]; name?: JobName; offset: number; limit: number },
): Promise<{ data: Job[]; total: number }> {
  const names = filter.name ? [filter.name] : jobNames;
  const states = (filter.states ?? (Object.keys(storedStates) as JobState[])).flatMap((state) => storedStates[state]);
  const db = store.getDb();
  const [rows, counted] = await Promise.all([
    db.executeSql(
      `select id, name, state::text as state, retry_count as "retryCount", retry_limit as "retryLimit",
              created_on as "createdOn", start_after as "startAfter", started_on as "startedOn",
              completed_on as "completedOn", output
         from ${jobTable} where ${where}
        order by created_on desc, id desc offset $3 limit $4`,
      [names, states, filter.offset, filter.limit],
    ),
    db.executeSql(`select count(*)::int as total from ${jobTable} where ${where}`, [names, states]),
  ]);
  return { data: (rows.rows as StoredJob[]).map(toJob), total: (counted.rows[0] as { total: number }).total };
}

/** How many jobs of each name are queued, running and failed; every name, none left out for having none. */
export async function countJobs(store: PgBoss): Promise<JobCounts[]> {
  const { queued, running, failed } = storedStates;
  const { rows } = await store.getDb().executeSql(
    `select name,
            count(*) filter (where state::text = any($2::text[]))::int as queued,
            count(*) filter (where state::text = any($3::text[]))::int as running,
            count(*) filter (where state::text = any($4::text[]))::int as failed
       from ${jobTable}
      where name = any($1::text[]) and state = any($5::text[]::pgboss.job_state[])
      group by name`,
    [jobNames, queued, running, failed, [...queued, ...running, ...failed]],
  );
  const counted = new Map((rows as JobCounts[]).map((row) => [row.name, row]));
  return jobNames.map((name) => counted.get(name) ?? { name, queued: 0, running: 0, failed: 0 });
}

/** One job, or null when the queue holds none with this id. */
export async function findJob(store: PgBoss, name: JobName, id: string): Promise<Job | null> {
  const [job] = await store.findJobs(name, { id });
  return job ? toJob(job as unknown as StoredJob) : null;
}

/**
 * Queues a failed job again for one more attempt, inside the caller's transaction (so the audit entry
 * commits with it). False when the job was not failed by then. Call `findJob` first: it loads the
 * queue's description, which pg-boss would otherwise read outside the transaction.
 */
export async function retryFailedJob(
  store: PgBoss,
  name: JobName,
  id: string,
  tx: Pick<Db, 'execute'>,
): Promise<boolean> {
  const db = fromDrizzle(tx as DrizzleTransactionLike, sql);
  const result = (await store.retry(name, id, { db })) as { affected?: number };
  return (result.affected ?? 0) > 0;
}
