import type { CurrentUser, Partner } from '@portal/contracts';

export type PartnerKind = 'distributor' | 'reseller';

/** The screens of sign-up (spec §2), by where a person stands. */
export type SignUpStep =
  | '/sign-up'
  | '/login/customer-trying-partner-sync'
  | '/sign-up/distributor/select-currency'
  | '/sign-up/distributor/terms-of-service'
  | '/sign-up/reseller/access-code'
  | '/sign-up/reseller/terms-of-service'
  | '/billing'
  | '/welcome';

/**
 * Where a person's sign-up continues, so a refresh, the back button or a second tab always lands
 * on the one step left to do. A distributor chooses a currency, accepts the terms and gives billing
 * details (§4 steps 4 and 5); a reseller redeems its distributor's access code and accepts the terms.
 */
export function signUpStep(user: CurrentUser, partner: Partner | null): SignUpStep {
  const org = user.organizationData;
  if (!org) return '/sign-up';
  if (!org.isPistachioPartner) return '/login/customer-trying-partner-sync';
  const kind: PartnerKind = partner?.signUpAs ?? (org.partnerCybrOrgId ? 'reseller' : 'distributor');
  if (kind === 'reseller') {
    if (!org.partnerCybrOrgId) return '/sign-up/reseller/access-code';
    if (!partner?.acceptedTOSDate) return '/sign-up/reseller/terms-of-service';
    return '/welcome';
  }
  if (!partner?.currency) return '/sign-up/distributor/select-currency';
  if (!partner.acceptedTOSDate) return '/sign-up/distributor/terms-of-service';
  // The server says whether the stored details pass the billing rules (contracts' billingInfoValidation).
  if (!partner.billingInfoValid) return '/billing';
  return '/welcome';
}
