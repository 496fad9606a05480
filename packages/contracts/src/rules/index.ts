export * from './licenses.ts';
export * from './partner-type.ts';
export * from './countries.ts';
export * from './billing-countries.ts';
export * from './languages.ts';
export * from './date-locales.ts';
export * from './date-formats.ts';
export * from './validation.ts';
