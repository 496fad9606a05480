import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const caller = (cybrId: string, cybrOrgId = 'org') => ({
  cybrId,
  email: `${cybrId}@x.example`,
  fullName: cybrId,
  userRole: 'Partner',
  languageCode: 'en',
  cybrOrgId,
  isPartner: true,
  partnerCybrOrgId: null,
});
const session = (cybrId: string, cybrOrgId?: string) => ({
  caller: caller(cybrId, cybrOrgId),
  expiresAt: Date.now() + 60_000,
  lastSeenAt: Date.now(),
});

function enabledCache(ttlMs = 10_000) {
  const cache = new SessionCache(ttlMs);
  cache.enable();
  return cache;
}

describe('per-process session cache', () => {
  it('keeps nothing until the invalidation channel is up, and nothing while it is down', () => {
    const cache = new SessionCache(10_000);
    cache.set('t1', 'h1', session('u1'), cache.generation, 0);
    expect(cache.get('t1', 0)).toBeUndefined();
    cache.enable();
    cache.set('t1', 'h1', session('u1'), cache.generation, 0);
    expect(cache.get('t1', 0)?.caller.cybrId).toBe('u1');
    cache.disable();
    expect(cache.get('t1', 0)).toBeUndefined();
  });

  it('forgets an entry after its time to live', () => {
    const cache = enabledCache(1000);
    cache.set('t1', 'h1', session('u1'), cache.generation, 0);
    expect(cache.get('t1', 999)).toBeDefined();
    expect(cache.get('t1', 1001)).toBeUndefined();
  });

  it('drops entries by session hash, by user and by organisation', () => {
    const cache = enabledCache();
    cache.set('t1', 'h1', session('u1', 'A'), cache.generation, 0);
    cache.set('t2', 'h2', session('u2', 'A'), cache.generation, 0);
    cache.set('t3', 'h3', session('u3', 'B'), cache.generation, 0);
    cache.set('t4', 'h4', session('u4', 'C'), cache.generation, 0);
    cache.apply('s:h1');
    cache.apply('u:u3');
    expect(['t1', 't2', 't3', 't4'].map((t) => Boolean(cache.get(t, 0)))).toEqual([false, true, false, true]);
    cache.apply('o:A');
    expect(cache.get('t2', 0)).toBeUndefined();
    cache.apply('*');
    expect(cache.get('t4', 0)).toBeUndefined();
  });

  it('does not keep a lookup that raced an invalidation', () => {
    const cache = enabledCache();
    const readAt = cache.generation;
    cache.apply('s:h1'); // signed out while the lookup was in flight
    cache.set('t1', 'h1', session('u1'), readAt, 0);
    expect(cache.get('t1', 0)).toBeUndefined();
  });

  it('stays bounded', () => {
    const cache = new SessionCache(10_000, 3);
    cache.enable();
    for (let i = 0; i < 5; i++) cache.set(`t${i}`, `h${i}`, session(`u${i}`), cache.generation, 0);
    expect([0, 1, 2, 3, 4].filter((i) => cache.get(`t${i}`, 0)).length).toBe(3);
    // A sign-out of a session no longer kept touches none of the others.
    cache.apply('s:h0');
    expect([2, 3, 4].every((i) => cache.get(`t${i}`, 0))).toBe(true);
  });
});
