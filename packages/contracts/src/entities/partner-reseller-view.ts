import { z } from 'zod';
import { billingInfoSchema } from './partner.ts';
import { domainNameSchema, isDomainName } from '../rules/domain-names.ts';

const count = z.number().int().nonnegative();

// §3: licence counts a partner sees across its book; all are seat counts.
export const partnerLicenseCountsSchema = z.object({
  billed: count,
  customerIssued: count,
  expired: count,
  issued: count,
  resellerIssued: count,
  revoked: count,
  volume: count,
});
export type PartnerLicenseCounts = z.infer<typeof partnerLicenseCountsSchema>;

// §3 partner reseller view. customers and resellers are counts.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const partnerResellerViewSchema = z.object({
  billingInfo: billingInfoSchema.nullable(),
  customers: count,
  resellers: count,
  licenses: partnerLicenseCountsSchema,
  hidePricing: z.boolean(),
});
export type PartnerResellerView = z.infer<typeof partnerResellerViewSchema>;

// §3 domain acceptance. partner is the cybrOrgId of the partner that claims the domain; prompted
// marks a domain the portal asks the partner about, accepted one it confirmed as its own.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const domainAcceptanceSchema = z.object({
  domain: z.string().refine(isDomainName),
  accepted: z.boolean(),
  prompted: z.boolean(),
  partner: z.string().min(1),
});
export type DomainAcceptance = z.infer<typeof domainAcceptanceSchema>;

// §7 POST .../domains: the partner accepts or declines one domain.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const domainAcceptanceRequestSchema = z.object({
  domain: domainNameSchema,
  accepted: z.boolean(),
});
export type DomainAcceptanceRequest = z.infer<typeof domainAcceptanceRequestSchema>;
