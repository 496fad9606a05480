// A worker process for killed-delivery.postgres.test.ts: the real webhook jobs, with times short
// enough for a test (a job whose process died is handed on after 2 s and retried after 1 s).
import { openDatabase } from '../../../db/client.ts';
import { silentLogger } from '../../../logger.ts';
import { createJobQueue } from '../../../jobs/job-queue.ts';
import { quickJobs, webhookTestSettings } from './webhook-jobs.fixture.ts';
import { defineWebhookJobs } from './dispatch.ts';
import { webhookSecretSealer } from './secrets.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL! });
const queue = createJobQueue(database, silentLogger, { work: true, pollingSeconds: 0.5, superviseSeconds: 1 });
await defineWebhookJobs(
  database,
  quickJobs(queue),
  await webhookSecretSealer(database.db),
  webhookTestSettings,
  silentLogger,
  false,
);
await queue.start();
process.stdout.write('worker ready\n');
