import { describe, it, expect } from 'vitest';
import type { License } from '../entities/license.ts';
import { findLicense, isUnlimitedCap, licenseCap, standardLicense, totalInUse } from './licenses.ts';

const standard: License = { productType: 'standard', issued: 12, active: true, licenseCap: 50 };
const itd: License = { productType: 'insider-threat-detection', issued: 3, active: true, licenseCap: 10 };

describe('findLicense', () => {
  it('§3: a product licence is found by matching productType', () => {
    expect(findLicense([standard, itd], 'insider-threat-detection')).toBe(itd);
    expect(findLicense([standard, itd], 'standard')).toBe(standard);
  });

  it('§3: none when the product is absent from the list', () => {
    expect(findLicense([standard], 'insider-threat-detection')).toBeUndefined();
    expect(findLicense([], 'standard')).toBeUndefined();
  });

  it('§3: a missing list behaves like an empty one', () => {
    expect(findLicense(null, 'standard')).toBeUndefined();
    expect(findLicense(undefined, 'standard')).toBeUndefined();
  });
});

describe('totalInUse', () => {
  it('§3: total in use is the issued count', () => {
    expect(totalInUse(standard)).toBe(12);
    expect(totalInUse({ ...standard, issued: 0 })).toBe(0);
  });

  it('§3: total in use is null when there is no entry', () => {
    expect(totalInUse(undefined)).toBeNull();
  });
});

describe('licenseCap', () => {
  it('§3: any other numeric value is the cap itself', () => {
    expect(licenseCap(standard)).toBe(50);
  });

  it('§3: the cap is null when the entry is missing', () => {
    expect(licenseCap(undefined)).toBeNull();
  });

  it('§3: the cap is null when the entry is inactive', () => {
    expect(licenseCap({ ...standard, active: false })).toBeNull();
    expect(licenseCap({ ...standard, active: false, licenseCap: 0 })).toBeNull();
  });

  it('§3: the cap is null when absent', () => {
    expect(licenseCap({ productType: 'standard', issued: 12, active: true })).toBeNull();
    expect(licenseCap({ ...standard, licenseCap: undefined })).toBeNull();
    expect(licenseCap({ ...standard, licenseCap: null })).toBeNull();
  });

  it('§3: the cap is null when not numeric', () => {
    expect(licenseCap({ ...standard, licenseCap: '50' })).toBeNull();
    expect(licenseCap({ ...standard, licenseCap: Number.NaN })).toBeNull();
    expect(licenseCap({ ...standard, licenseCap: Number.POSITIVE_INFINITY })).toBeNull();
    expect(licenseCap({ ...standard, licenseCap: {} })).toBeNull();
  });

  it('§3: a cap of 0 means unlimited', () => {
    const cap = licenseCap({ ...standard, licenseCap: 0 });
    expect(cap).toBe(0);
    expect(isUnlimitedCap(cap)).toBe(true);
  });

  it('§3: only 0 is unlimited; null and real caps are not', () => {
    expect(isUnlimitedCap(null)).toBe(false);
    expect(isUnlimitedCap(1)).toBe(false);
    expect(isUnlimitedCap(50)).toBe(false);
  });
});

describe('standardLicense', () => {
  it('§1: the portal selects only the standard licence', () => {
    expect(standardLicense([itd, standard])).toBe(standard);
    expect(standardLicense([itd])).toBeUndefined();
    expect(standardLicense(null)).toBeUndefined();
  });
});
