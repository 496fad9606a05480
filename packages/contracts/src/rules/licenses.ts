import type { License, ProductType } from '../entities/license.ts';

// §3: callers often hold an organisation whose licences have not loaded yet,
// so a missing list is treated the same as an empty one.
export function findLicense(
  licenses: readonly License[] | null | undefined,
  productType: ProductType,
): License | undefined {
  return licenses?.find((license) => license.productType === productType);
}

// §3: null (not 0) so the UI can tell "no licence" apart from "none in use".
export function totalInUse(license: License | undefined): number | null {
  return license ? license.issued : null;
}

// §3: licenseCap is loose on the wire; anything that is not a usable number
// means "no cap", and an inactive licence grants nothing to cap.
export function licenseCap(license: License | undefined): number | null {
  if (!license || !license.active) return null;
  const cap = license.licenseCap;
  if (typeof cap !== 'number' || !Number.isFinite(cap)) return null;
  return cap;
}

// §3: 0 is a sentinel for unlimited, not "zero seats".
export function isUnlimitedCap(cap: number | null): boolean {
  return cap === 0;
}

// §1: the portal works only with the standard (security-awareness) licence.
export function standardLicense(licenses: readonly License[] | null | undefined): License | undefined {
  return findLicense(licenses, 'standard');
}
