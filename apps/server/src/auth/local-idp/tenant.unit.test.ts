import { describe, expect, it } from 'vitest';
import { tenantIdOf } from '../microsoft-tenant.ts';
import { localTenantId } from './tenant.ts';

describe('localTenantId', () => {
  it('is a version 5 GUID that names the organisation, ignoring case and spacing', () => {
    const id = localTenantId('Nordic Shield Distribution AS');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localTenantId('  nordic   shield DISTRIBUTION as ')).toBe(id);
    expect(localTenantId('Nordic Shield Distribution ASA')).not.toBe(id);
    expect(tenantIdOf(id)).toBe(id);
  });

  it('does not change from one release to the next (stored links rely on it): RFC 9562 name-based', () => {
    // The same as Python's uuid.uuid5(UUID('5b0d6f3e-8a2c-4e71-b9d4-c3a2f1e0d9c8'), 'nordic shield distribution as').
    expect(localTenantId('Nordic Shield Distribution AS')).toBe('27cedcea-d839-5c81-a922-115a9c5cfde9');
  });
});

describe('tenantIdOf', () => {
  it.each([
    [undefined],
    [null],
    [42],
    [''],
    ['not-a-guid'],
    ['6f1c2a4e-0b7d-4e59-9a63-2d8c5b1e7a0'],
    ['../6f1c2a4e-0b7d-4e59-9a63-2d8c5b1e7a01'],
  ])('names no tenant for %j', (tid) => {
    expect(tenantIdOf(tid)).toBeNull();
  });
  it('names a GUID in lower case', () => {
    expect(tenantIdOf('6F1C2A4E-0B7D-4E59-9A63-2D8C5B1E7A01')).toBe('6f1c2a4e-0b7d-4e59-9a63-2d8c5b1e7a01');
  });
});
