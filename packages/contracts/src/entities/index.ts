export * from './license.ts';
export * from './organization.ts';
export * from './paginated.ts';
export * from './current-user.ts';
export * from './partner.ts';
