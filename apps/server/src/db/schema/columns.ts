import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, read and written as an ISO string, stored with its time zone. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
