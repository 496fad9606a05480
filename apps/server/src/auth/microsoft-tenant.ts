// Microsoft tenant ids are GUIDs; anything else is not a tenant (and must never reach a key set's URL).
export const tenantGuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant an ID token's `tid` names, in lower case, or null when it names none. */
export function tenantIdOf(tid: unknown): string | null {
  return typeof tid === 'string' && tenantGuid.test(tid) ? tid.toLowerCase() : null;
}
