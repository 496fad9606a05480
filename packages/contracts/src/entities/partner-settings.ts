import { z } from 'zod';
import { currencySchema } from './provider-enums.ts';

// §7 PATCH /partners/{cybrOrgId}/terms-of-service: acceptance is the only
// action, so the body can only say true. Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const termsAcceptanceRequestSchema = z.object({ accepted: z.literal(true), version: z.string().min(1).max(32) });
export type TermsAcceptanceRequest = z.infer<typeof termsAcceptanceRequestSchema>;

// §7 PATCH /partners/{cybrOrgId}/currencies; §9 currency choice is per partner.
export const currencySettingRequestSchema = z.object({ currency: currencySchema });
export type CurrencySettingRequest = z.infer<typeof currencySettingRequestSchema>;
