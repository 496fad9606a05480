import { z } from 'zod';
import { currencies } from '../rules/countries.ts';
import { languageCodes } from '../rules/languages.ts';

// §5: enums the API takes as query values or path segments. The auth-provider
// enum (microsoft) lives with the login endpoint in endpoints/auth.ts.
export const chatProviderSchema = z.enum(['slack', 'teams']);
export type ChatProvider = z.infer<typeof chatProviderSchema>;

export const crmProviderSchema = z.enum(['gong', 'hubspot']);
export type CrmProvider = z.infer<typeof crmProviderSchema>;

// §3 / §9: built from the rules' list so the currencies have one source of truth.
// The Currency type itself is exported by rules/countries.ts.
export const currencySchema = z.enum(currencies);

// §3: the platform's 12 language codes ('sw' is Swedish, 'br' Portuguese).
export const languageCodeSchema = z.enum(languageCodes);
