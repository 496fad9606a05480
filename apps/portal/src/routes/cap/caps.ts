import { findLicense, licenseCap, type Organization, type ProductType } from '@portal/contracts';

/** The cap a person sees and edits: §3 helper rules, so an inactive licence shows no cap. */
export function shownCap(org: Pick<Organization, 'licenses'>, productType: ProductType): number | null {
  return licenseCap(findLicense(org.licenses, productType));
}

/** The cap as stored, which the stale-edit guard compares: null when none is set. */
export function storedCap(org: Pick<Organization, 'licenses'>, productType: ProductType): number | null {
  const cap = findLicense(org.licenses, productType)?.licenseCap;
  return typeof cap === 'number' && Number.isFinite(cap) ? cap : null;
}
