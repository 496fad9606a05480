export * from './endpoint.ts';
export * from './query-params.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './organizations.ts';
export * from './partners.ts';
export * from './catalogue.ts';
