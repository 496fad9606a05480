import { describe, it, expect } from 'vitest';
import { partnerType } from './partner-type.ts';

describe('partnerType', () => {
  it('§1: an organisation with a partnerCybrOrgId is a reseller', () => {
    expect(partnerType({ partnerCybrOrgId: 'org-parent-1' })).toBe('reseller');
  });

  it('§1: an organisation without a partnerCybrOrgId is a distributor', () => {
    expect(partnerType({ partnerCybrOrgId: null })).toBe('distributor');
    expect(partnerType({ partnerCybrOrgId: undefined })).toBe('distributor');
    expect(partnerType({})).toBe('distributor');
  });

  it('§1: an empty partnerCybrOrgId does not make a reseller', () => {
    expect(partnerType({ partnerCybrOrgId: '' })).toBe('distributor');
  });
});
