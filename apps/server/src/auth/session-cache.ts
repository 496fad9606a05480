import type { Caller } from './caller-types.ts';

export interface CachedSession {
  caller: Caller;
  expiresAt: number;
  lastSeenAt: number;
}

interface Entry extends CachedSession {
  idHash: string;
  cachedAt: number;
}

/**
 * Sessions this process looked up recently, by cookie value (so a hit costs no hashing), so most
 * requests skip the session query. Every
 * process drops an entry when any process signs it out or changes its user (session_events),
 * and keeps nothing while it cannot hear those messages. `ttlMs` bounds how long an entry lives
 * even then; `generation` stops a lookup that raced an invalidation from caching what it read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokenByHash = new Map<string, string>();
  private enabled = false;
  generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  get(token: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (!this.enabled || now - entry.cachedAt > this.ttlMs) {
      this.drop(token);
      return undefined;
    }
    return entry;
  }

  /** Keeps a session read at `generation`, unless something was invalidated since. */
  set(token: string, idHash: string, session: CachedSession, generation: number, now: number): void {
    if (!this.enabled || generation !== this.generation || this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value!);
    this.entries.set(token, { ...session, idHash, cachedAt: now });
    this.tokenByHash.set(idHash, token);
  }

  /** Applies one session_events message: `s:<id hash>`, `u:<cybrId>`, `o:<cybrOrgId>` or `*`. */
  apply(message: string): void {
    this.generation++;
    const kind = message.slice(0, 2);
    const key = message.slice(2);
    if (kind === 's:') {
      const token = this.tokenByHash.get(key);
      if (token) this.drop(token);
    }
    else if (kind === 'u:') this.dropWhere((e) => e.caller.cybrId === key);
    else if (kind === 'o:') this.dropWhere((e) => e.caller.cybrOrgId === key);
    else this.clear();
  }

  /** The invalidation channel is down: messages may be missed, so nothing may be trusted. */
  disable(): void {
    this.enabled = false;
    this.generation++;
    this.clear();
  }

  enable(): void {
    this.generation++;
    this.clear();
    this.enabled = true;
  }

  private clear(): void {
    this.entries.clear();
    this.tokenByHash.clear();
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    this.tokenByHash.delete(entry.idHash);
  }

  private dropWhere(match: (entry: Entry) => boolean): void {
    for (const [token, entry] of this.entries) if (match(entry)) this.drop(token);
  }
}
