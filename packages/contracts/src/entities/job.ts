import { z } from 'zod';
import { jobNames, type JobName } from '../jobs.ts';

// The staff's view of the background jobs (docs/decisions/0067-job-queue-on-pg-boss.md): a job is
// queued (waiting for its first attempt or its next one), running, failed (dead: its last attempt
// failed, it waits for staff to retry it), completed, or cancelled.
export const jobStates = ['queued', 'running', 'failed', 'completed', 'cancelled'] as const;
export const jobStateSchema = z.enum(jobStates);
export type JobState = z.infer<typeof jobStateSchema>;

export const jobNameSchema = z.enum(jobNames as [JobName, ...JobName[]]);

export const jobSchema = z.object({
  id: z.string(),
  name: jobNameSchema,
  state: jobStateSchema,
  /** Attempts made after the first; after `retryLimit` of them a failing job is dead. */
  retryCount: z.number().int().nonnegative(),
  retryLimit: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** When a queued job may run: now, or later while it waits out its backoff. */
  startAfter: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The message of the error its latest attempt failed with; never a stack. */
  lastError: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** How many jobs of one name wait, run, and are dead. */
export const jobCountsSchema = z.object({
  name: jobNameSchema,
  queued: z.number().int().nonnegative(),
  running: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;
