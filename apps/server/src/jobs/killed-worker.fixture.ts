// A worker process for killed-worker.postgres.test.ts: the real billing job, held open once its
// effect is committed, so the test can SIGKILL the process between the effect and the job's end.
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { defineBillingRuns } from '../areas/billing/runs/billing-schedule.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL! });
const queue = createJobQueue(database, silentLogger, { work: true, pollingSeconds: 0.5, superviseSeconds: 1 });
const held: JobQueue = {
  ...queue,
  define: (name, handler, settings) =>
    queue.define(
      name,
      async (payload, job) => {
        await handler(payload, job);
        process.stdout.write(`effect committed ${job.id}\n`);
        await new Promise(() => {});
      },
      { ...settings, expireInSeconds: 2 },
    ),
};
defineBillingRuns(held, database.db, readConfig(process.env).seller, silentLogger);
await queue.start();
process.stdout.write('worker ready\n');
