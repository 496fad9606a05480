import type { Metrics } from '../http/metrics.ts';
import { countJobs } from './job-views.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * The queue on /metrics: how many jobs of each name wait, run and lie dead (read from the queue's
 * table at each scrape, for the whole database), and how many attempts failed in this process.
 * A process that has not connected the queue reports no depth rather than connecting to count.
 */
export function registerJobMetrics(metrics: Metrics, queue: JobQueue): void {
  metrics.gauge({
    name: 'portal_jobs',
    help: 'Background jobs by name and state (queued, running, failed after their last attempt)',
    labelNames: ['name', 'state'],
    async collect() {
      const store = queue.store;
      if (!store) return;
      for (const { name, queued, running, failed } of await countJobs(store)) {
        this.set({ name, state: 'queued' }, queued);
        this.set({ name, state: 'running' }, running);
        this.set({ name, state: 'failed' }, failed);
      }
    },
  });
  const failures = metrics.counter({
    name: 'portal_job_attempts_failed_total',
    help: 'Attempts at a background job that failed in this process, retried or not',
    labelNames: ['name'],
  });
  queue.onAttemptFailed((name) => failures.inc({ name }));
}
