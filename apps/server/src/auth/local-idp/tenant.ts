import { createHash } from 'node:crypto';

// Fixed, so a name gives the same tenant on every server and in the demo seed.
const namespace = Buffer.from('5b0d6f3e8a2c4e71b9d4c3a2f1e0d9c8', 'hex');

/**
 * The built-in provider's stand-in for an Entra tenant id: a name-based GUID (RFC 9562 version 5)
 * of the organisation's name, ignoring case and surrounding or repeated spaces, so every account
 * of one organisation shares a tenant as in Entra.
 */
export function localTenantId(organizationName: string): string {
  const name = organizationName.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
