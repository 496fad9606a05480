export type PartnerType = 'distributor' | 'reseller';

// §1: only resellers sit under a parent partner, so a parent id is what
// distinguishes them; an empty string from the backend counts as no parent.
export function partnerType(org: { partnerCybrOrgId?: string | null }): PartnerType {
  const parent = org.partnerCybrOrgId;
  return typeof parent === 'string' && parent.length > 0 ? 'reseller' : 'distributor';
}
