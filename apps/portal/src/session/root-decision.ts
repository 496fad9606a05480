import {
  partnerType,
  standardLicense,
  type CurrentUser,
  type License,
  type Partner,
  type PartnerType,
} from '@portal/contracts';

export type RootDecision =
  | { kind: 'full-page'; to: '/partner/login' | '/platform' }
  | { kind: 'redirect'; to: '/sign-up' | '/billing' }
  | { kind: 'authorized'; partnerType: PartnerType; hidePricing: boolean; standardLicense: License | undefined };

/** §4 partner root guard, in the spec's order. `pathname` is relative to /partner. */
export function partnerRootDecision(input: {
  user: CurrentUser | null;
  partner: Partner | null;
  pathname: string;
}): RootDecision {
  const { user, partner, pathname } = input;
  if (!user) return { kind: 'full-page', to: '/partner/login' };
  const org = user.organizationData;
  if (!org?.cybrOrgId) return { kind: 'redirect', to: '/sign-up' };
  if (!org.isPistachioPartner) return { kind: 'full-page', to: '/platform' };
  const type = partnerType(org);
  if (type === 'distributor') {
    if (!partner?.acceptedTOSDate || !partner.currency) return { kind: 'redirect', to: '/sign-up' };
    const onBillingOrWelcome = /^\/(billing|welcome)(\/|$)/.test(pathname);
    // The server applies the billing rules (contracts' billingInfoValidation) and says whether the
    // stored details pass them, so this first-load check needs no postal-code or VAT library.
    if (!partner.billingInfoValid && !onBillingOrWelcome) {
      return { kind: 'redirect', to: '/billing' };
    }
  }
  return {
    kind: 'authorized',
    partnerType: type,
    hidePricing: partner?.hidePricing ?? false,
    standardLicense: standardLicense(org.licenses),
  };
}
