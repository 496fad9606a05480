import { z } from 'zod';

/**
 * The background jobs and the payload each carries: a job is refused at sending, and again before
 * it runs, when its payload does not match (a job queued by an older process is checked too).
 */
export const jobPayloads = {
  /** Issue the invoices that are due (hourly). */
  'billing.run': z.object({}).strict(),
  /** Delete expired sessions, identity-provider rows and stale sign-in failure counts. */
  'expired.sweep': z.object({}).strict(),
  /** Deliver one webhook message (its row holds the payload); retried with backoff for about a day. */
  'webhook.deliver': z.object({ deliveryId: z.string().min(1).max(100) }).strict(),
  /** Queue the deliveries whose job was never sent (a process that stopped between commit and send). */
  'webhook.dispatch': z.object({}).strict(),
} as const;

export type JobName = keyof typeof jobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloads)[N]>;
export const jobNames = Object.keys(jobPayloads) as JobName[];
