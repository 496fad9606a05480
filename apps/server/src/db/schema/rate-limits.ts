import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// One counter per route and client (migration 0027): the hits in the current window and when it
// ends. Every server process counts in the same row, so a limit holds behind a load balancer
// (docs/decisions/0066-rate-limits-across-processes.md); the sweeper deletes ended windows.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: tz('window_ends_at').notNull(),
});
