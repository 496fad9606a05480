import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { SessionSettings } from '../config.ts';
import { statement } from '../db/statement.ts';
import type { Caller } from './caller-types.ts';
import { SessionCache } from './session-cache.ts';

export type { Caller } from './caller-types.ts';
export const sessionCookie = 'portal_session';
export const sessionEventsChannel = 'session_events';

// last_seen_at is written at most this often per session: idle timeouts are exact to a minute.
const touchIntervalMs = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type SessionRow = Caller & { expiresAt: Date; lastSeenAt: Date };

/** The session, its user and the user's organisation, in one indexed lookup. */
export const findSessionStatement = statement<SessionRow>(
  'session_find',
  `select u.cybr_id as "cybrId", u.email, u.full_name as "fullName", u.user_role as "userRole",
     u.language_code as "languageCode", u.cybr_org_id as "cybrOrgId",
     coalesce(o.is_pistachio_partner, false) as "isPartner", o.partner_cybr_org_id as "partnerCybrOrgId",
     s.expires_at as "expiresAt", s.last_seen_at as "lastSeenAt"
   from sessions s
   join users u on u.cybr_id = s.cybr_id
   left join organizations o on o.cybr_org_id = u.cybr_org_id
   where s.id_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => $2)
     and u.status = 'active'`,
);

const touchStatement = statement<never>('session_touch', 'update sessions set last_seen_at = now() where id_hash = $1');
const insertStatement = statement<never>(
  'session_insert',
  'insert into sessions (id_hash, cybr_id, expires_at, id_token) values ($1, $2, now() + make_interval(secs => $3), $4)',
);
const deleteStatement = statement<{ idToken: string | null }>(
  'session_delete',
  'delete from sessions where id_hash = $1 returning id_token as "idToken"',
);
const deleteForUserStatement = statement<never>('session_delete_user', 'delete from sessions where cybr_id = $1');

/** A new session row; the cookie value is returned, only its hash is stored. */
export async function insertSession(
  database: Database,
  cybrId: string,
  ttlSeconds: number,
  idToken: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.query(insertStatement, [hashToken(token), cybrId, ttlSeconds, idToken]);
  return token;
}

export type Sessions = Awaited<ReturnType<typeof createSessions>>;

export async function createSessions(database: Database, settings: SessionSettings) {
  const cache = new SessionCache(settings.cacheSeconds * 1000);
  const publish = (message: string) => database.notify(sessionEventsChannel, message);
  await database.listen(sessionEventsChannel, {
    message: (payload) => cache.apply(payload),
    down: () => cache.disable(),
    up: () => cache.enable(),
  });

  async function touch(idHash: string, session: { lastSeenAt: number }, now: number) {
    if (now - session.lastSeenAt < touchIntervalMs) return;
    session.lastSeenAt = now;
    await database.query(touchStatement, [idHash]);
  }

  const lookups = new Map<string, { generation: number; lookup: Promise<Caller | null> }>();
  async function lookUp(token: string, now: number): Promise<Caller | null> {
    const idHash = hashToken(token);
    const generation = cache.generation;
    const [row] = await database.query(findSessionStatement, [idHash, settings.idleSeconds]);
    if (!row) return null;
    const { expiresAt, lastSeenAt, ...caller } = row;
    const session = { caller, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime() };
    await touch(idHash, session, now);
    cache.set(token, idHash, session, generation, now);
    return caller;
  }

  return {
    create: (cybrId: string, idToken: string | null = null) =>
      insertSession(database, cybrId, settings.ttlSeconds, idToken),

    async find(token: string): Promise<Caller | null> {
      const now = Date.now();
      const cached = cache.get(token, now);
      if (cached) {
        if (cached.expiresAt <= now || now - cached.lastSeenAt > settings.idleSeconds * 1000) return null;
        if (now - cached.lastSeenAt >= touchIntervalMs) await touch(hashToken(token), cached, now);
        return cached.caller;
      }
      // A page load sends several requests at once: on a miss they share one lookup, not one each,
      // unless a sign-out or change came since it started (then it may have read what is gone).
      const pending = lookups.get(token);
      if (pending && pending.generation === cache.generation) return pending.lookup;
      const entry = { generation: cache.generation, lookup: lookUp(token, now) };
      lookups.set(token, entry);
      void entry.lookup.finally(() => lookups.get(token) === entry && lookups.delete(token)).catch(() => {});
      return entry.lookup;
    },

    /** Ends one session everywhere; answers its ID token (for signing out at the provider too). */
    async end(token: string): Promise<{ idToken: string | null } | null> {
      const idHash = hashToken(token);
      const [row] = await database.query(deleteStatement, [idHash]);
      cache.apply(`s:${idHash}`);
      await publish(`s:${idHash}`);
      return row ?? null;
    },

    /** Ends every session of a user, e.g. when an admin removes them. */
    async endAllFor(cybrId: string): Promise<void> {
      await database.query(deleteForUserStatement, [cybrId]);
      await this.changed({ cybrId });
    },

    /** A user's or organisation's data changed: every process reads it afresh. */
    async changed(what: { cybrId?: string; cybrOrgId?: string }): Promise<void> {
      const message = what.cybrId ? `u:${what.cybrId}` : what.cybrOrgId ? `o:${what.cybrOrgId}` : '*';
      cache.apply(message);
      await publish(message);
    },
  };
}
