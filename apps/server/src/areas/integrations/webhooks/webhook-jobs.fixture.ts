import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { DeliverySettings } from './deliver.ts';

/** Local receivers allowed, short time-outs: what the tests deliver with. */
export const webhookTestSettings: DeliverySettings = { allowPrivate: true, requireHttps: false, timeoutMs: 30_000 };

/** The same queue, with the webhook jobs handed on 2 s after their process died and retried 1 s later. */
export const quickJobs = (queue: JobQueue): JobQueue => ({
  ...queue,
  define: (name, handler, settings) =>
    queue.define(name, handler, { ...settings, expireInSeconds: 2, retryDelaySeconds: 1, retryDelayMaxSeconds: 2 }),
});
