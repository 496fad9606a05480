import { createHash } from 'node:crypto';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import { jobPayloads, type JobName, type JobPayload } from '@portal/contracts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export interface JobSettings {
  /** Attempts after the first, spaced by exponential backoff with jitter; after the last the job is dead. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A running job not finished by then (its process died) is handed to another attempt. */
  expireInSeconds: number;
  /** How many of these jobs one process works at once. */
  concurrency: number;
  /**
   * Whether sending one wakes the workers at once (NOTIFY, on PostgreSQL) instead of at their next
   * poll: for jobs someone waits on, such as webhook deliveries.
   */
  wake: boolean;
}

const defaults: JobSettings = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 900,
  concurrency: 1,
  wake: false,
};

/** The job a handler works: its id, and how many attempts came before this one. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  /** Whether a failure now makes the job dead (no attempt follows). */
  last: boolean;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, job: JobAttempt) => Promise<void>;

interface Definition {
  handler: (payload: never, job: JobAttempt) => Promise<void>;
  settings: JobSettings;
}

export interface JobQueueOptions {
  /** Run the jobs in this process; otherwise it only queues them. */
  work: boolean;
  /** How often an idle worker looks for new jobs. */
  pollingSeconds?: number;
  /** How often running jobs whose time is up (their process died) are handed back; a minute by default. */
  superviseSeconds?: number;
}

/**
 * Named background jobs on the application's own database (pg-boss: on PostgreSQL through its own
 * small pool, on embedded PGlite through the same engine the app uses), so a job and the change that
 * queued it share one store and one backup. Areas define handlers and cron schedules while they
 * register; `start` then creates the queues and, in a worker process, begins working them.
 */
export function createJobQueue(database: Database, log: Logger, options: JobQueueOptions) {
  const definitions = new Map<JobName, Definition>();
  const schedules = new Map<JobName, string>();
  const failureListeners: ((name: JobName) => void)[] = [];
  let boss: PgBoss | null = null;
  // One connection however many callers ask at once.
  let opening: Promise<PgBoss> | null = null;
  const connect = () => (opening ??= open());

  const storeOptions: ConstructorOptions =
    database.jobStore.kind === 'pglite'
      ? { db: fromPglite(database.jobStore.client), backend: 'pglite' }
      : {
          connectionString: database.jobStore.url,
          max: 3,
          application_name: 'partner-portal-jobs',
          useListenNotify: true,
        };

  return {
    define<N extends JobName>(name: N, handler: JobHandler<N>, settings: Partial<JobSettings> = {}): void {
      definitions.set(name, { handler: handler as Definition['handler'], settings: { ...defaults, ...settings } });
    },

    /** A cron schedule (UTC); every process may declare it, and each slot runs once. */
    schedule(name: JobName, cron: string): void {
      schedules.set(name, cron);
    },

    /** In a worker process: connect, create the queues, work them and keep the schedules. */
    async start(): Promise<void> {
      // A process that only serves requests connects the first time it queues a job.
      if (options.work) await connect();
    },

    /**
     * Queues a job. With a key, the job is queued once per name and key, whoever sends it and
     * however often: the answer is null when it was already queued.
     */
    async send<N extends JobName>(
      name: N,
      payload: JobPayload<N>,
      send: { key?: string } = {},
    ): Promise<string | null> {
      const queue = await connect();
      return queue.send(name, jobPayloads[name].parse(payload), send.key ? { id: keyedId(name, send.key) } : {});
    },

    /** Finishes the jobs running here (or, past the time-out, leaves them to expire and be retried elsewhere). */
    async stop(): Promise<void> {
      const stopping = opening;
      opening = null;
      boss = null;
      await (await stopping?.catch(() => null))?.stop({ graceful: true, timeout: 20_000 });
    },

    /** The queue itself, for the staff's view of jobs; null until this process has connected. */
    get store(): PgBoss | null {
      return boss;
    },

    /** Hears of every attempt that fails in this process (for metrics). */
    onAttemptFailed(listener: (name: JobName) => void): void {
      failureListeners.push(listener);
    },

    /** Connects without working jobs (a process that only serves requests), once. */
    open: (): Promise<PgBoss> => connect(),
  };

  async function open(): Promise<PgBoss> {
    const supervision = options.superviseSeconds
      ? { superviseIntervalSeconds: options.superviseSeconds, monitorIntervalSeconds: options.superviseSeconds }
      : {};
    const queueStore = new PgBoss({ ...storeOptions, ...supervision, schedule: options.work, supervise: options.work });
    queueStore.on('error', (error: unknown) => log.warn({ err: error }, 'job queue error'));
    await queueStore.start();
    boss = queueStore;
    for (const [name, { handler, settings }] of definitions) {
      const queue = {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: settings.retryDelayMaxSeconds,
        expireInSeconds: settings.expireInSeconds,
        notify: settings.wake,
      };
      if (!(await queueStore.getQueue(name))) await queueStore.createQueue(name, queue);
      else {
        const { retryDelayMax: _fixedAtCreation, ...changeable } = queue;
        await queueStore.updateQueue(name, changeable);
      }
      if (!options.work) continue;
      await queueStore.work(
        name,
        {
          batchSize: 1,
          pollingIntervalSeconds: options.pollingSeconds ?? 2,
          // A NOTIFY wakes workers early; polling stays as often as without one, since a job sent by
          // a process that never defined its queue, or made ready by a retry's delay, sends none.
          notifyPollingIntervalSeconds: options.pollingSeconds ?? 2,
          localConcurrency: settings.concurrency,
        },
        async ([job]) => {
          try {
            await handler(jobPayloads[name].parse(job!.data) as never, {
              id: job!.id,
              retryCount: job!.retryCount,
              last: job!.retryCount >= settings.retryLimit,
            });
          } catch (error) {
            for (const listener of failureListeners) listener(name);
            throw error;
          }
        },
      );
    }
    if (options.work) for (const [name, cron] of schedules) await queueStore.schedule(name, cron, {}, { tz: 'UTC' });
    return queueStore;
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** A job's id derived from its name and idempotency key (a name-based UUID, RFC 9562 version 5 layout). */
export function keyedId(name: JobName, key: string): string {
  const hash = createHash('sha1').update(`${name}\u0000${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
