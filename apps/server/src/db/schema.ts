// The database's tables, by domain; drizzle-kit reads them from here (drizzle.config.ts).
export * from './schema/core.ts';
export * from './schema/billing.ts';
export * from './schema/settings.ts';
export * from './schema/integrations.ts';
export * from './schema/resources.ts';
export * from './schema/feedback.ts';
export * from './schema/connections.ts';
export * from './schema/org-texts.ts';
export * from './schema/platform-requests.ts';
export * from './schema/content.ts';
export * from './schema/insider-threat.ts';
export * from './schema/activity.ts';
export * from './schema/messages.ts';
export * from './schema/provider-tokens.ts';
export * from './schema/seller-details.ts';
export * from './schema/rate-limits.ts';
export * from './schema/customer-events.ts';
