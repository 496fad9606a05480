import type { Caller } from './caller-types.ts';
import { InvalidatedCache } from '../db/invalidated-cache.ts';

export interface CachedSession {
  caller: Caller;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Sessions this process looked up recently, by cookie value (so a hit costs no hashing), so most
 * requests skip the session query. Every process drops an entry when any process signs it out or
 * changes its user (session_events), and keeps nothing while it cannot hear those messages.
 */
export class SessionCache {
  private readonly tokenByHash = new Map<string, string>();
  private readonly entries: InvalidatedCache<CachedSession & { idHash: string }>;

  constructor(ttlMs: number, maxEntries = 20_000) {
    this.entries = new InvalidatedCache(ttlMs, maxEntries, (_token, entry) => this.tokenByHash.delete(entry.idHash));
  }

  get generation(): number {
    return this.entries.generation;
  }

  get(token: string, now: number): CachedSession | undefined {
    return this.entries.get(token, now);
  }

  /** Keeps a session read at `generation`, unless something was invalidated since. */
  set(token: string, idHash: string, session: CachedSession, generation: number, now: number): void {
    if (this.entries.set(token, { ...session, idHash }, generation, now)) this.tokenByHash.set(idHash, token);
  }

  /** Applies one session_events message: `s:<id hash>`, `u:<cybrId>`, `o:<cybrOrgId>` or `*`. */
  apply(message: string): void {
    const entries = this.entries.invalidating();
    const kind = message.slice(0, 2);
    const key = message.slice(2);
    if (kind === 's:') {
      const token = this.tokenByHash.get(key);
      if (token) entries.drop(token);
    } else if (kind === 'u:') entries.dropWhere((e) => e.caller.cybrId === key);
    else if (kind === 'o:') entries.dropWhere((e) => e.caller.cybrOrgId === key);
    else entries.clear();
  }

  disable(): void {
    this.entries.disable();
  }

  enable(): void {
    this.entries.enable();
  }
}
