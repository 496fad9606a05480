import { describe, expect, it } from 'vitest';
import { guardedLookup, isRefusedAddress, RefusedAddressError } from './address-guard.ts';

describe('addresses a webhook may not reach', () => {
  it('are loopback, private, link-local (cloud metadata), shared and reserved ranges, in v4, v6 and mapped form', () => {
    for (const inside of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ])
      expect(isRefusedAddress(inside), inside).toBe(true);
    for (const outside of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])
      expect(isRefusedAddress(outside), outside).toBe(false);
  });

  it('fail the lookup of a name that resolves inside, unless local receivers are allowed', async () => {
    const look = (allow: boolean) =>
      new Promise<Error | null>((resolve) => guardedLookup(allow)('localhost', {}, (error) => resolve(error)));
    expect(await look(false)).toBeInstanceOf(RefusedAddressError);
    expect(await look(true)).toBeNull();
  });
});
