export * from './entities/index.ts';
export * from './endpoints/index.ts';
export * from './errors.ts';
export * from './rules/index.ts';
export * from './jobs.ts';
