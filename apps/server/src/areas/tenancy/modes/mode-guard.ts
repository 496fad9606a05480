import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiBasePath, idSchema } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import type { Database } from '../../../db/client.ts';
import { findOrganization, type OrganizationRow } from '../organizations/repo.ts';
import { maySeeOrganization } from '../organizations/access.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';

export type Mode = 'remote-view' | 'ghost';
// The portal reads these (apps/portal/src/session/mode-cookies.ts): the cookie names the target only.
export const modeCookies: Record<Mode, string> = { 'remote-view': 'cybr-remote-view', ghost: 'cybr-ghost-mode' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The mode this request is made in, checked against its session; null outside any mode. */
    mode: { mode: Mode; target: OrganizationRow } | null;
  }
}

export const modeRefused = (message: string) => new AppError('MODE_REFUSED', message);

/**
 * Whether `caller` may be in `mode` for organisation `target`: a partner views its own customer
 * (directly or as the distributor above) that granted partner view; platform staff ghost anyone.
 * The reason is worded for the person; null when allowed.
 */
export function modeRefusal(
  caller: Caller,
  mode: Mode,
  target: OrganizationRow | undefined,
): { status: 403 | 404; message: string } | null {
  if (mode === 'ghost') {
    if (!isPlatformStaff(caller)) return { status: 403, message: 'Ghost mode is for platform staff only' };
    return target ? null : { status: 404, message: 'Organization not found' };
  }
  // Not a customer of the caller's answers exactly like a missing organisation.
  if (!caller.isPartner || !target || target.cybrOrgId === caller.cybrOrgId || !maySeeOrganization(caller, target))
    return { status: 404, message: 'Organization not found' };
  if (!target.partnerView) return { status: 403, message: 'This customer has not granted its partner view permission' };
  return null;
}

/** Mode cookies sent with a request: none, one, or a refusal. */
function requestedMode(request: FastifyRequest): { mode: Mode; target: string } | null {
  const sent = (Object.keys(modeCookies) as Mode[]).filter((mode) => request.cookies[modeCookies[mode]] !== undefined);
  if (sent.length === 0) return null;
  if (sent.length > 1) throw modeRefused('Remote view and ghost mode cannot be on at once: leave one of them');
  const mode = sent[0]!;
  const target = request.cookies[modeCookies[mode]]!;
  if (!idSchema.safeParse(target).success) throw modeRefused('The mode cookie names no organisation: leave the mode');
  return { mode, target };
}

// What a person in a mode, or with a cookie the session may not use, can always do: get out, and sign in.
const alwaysAllowed = [
  (method: string, path: string) => method === 'DELETE' && /^\/api\/v1\/modes\/[^/]+$/.test(path),
  (method: string, path: string) => method === 'POST' && path === '/api/v1/logout',
  (method: string, path: string) => method === 'GET' && path === '/api/v1/users/me',
  // Signing in again never depends on a mode cookie left behind.
  (method: string, path: string) => method === 'GET' && (path === '/api/v1/login' || path === '/api/v1/login/callback'),
];

/**
 * Decides the mode of every API request from its cookie and its session: a cookie the session may
 * not use is refused (403 MODE_REFUSED) before the route runs; a valid mode only reads.
 * Runs after the session is resolved (attachCaller).
 */
export function registerModeGuard(app: FastifyInstance, database: Database): void {
  app.decorateRequest('mode', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(apiBasePath)) return;
    const path = request.url.slice(apiBasePath.length).split('?')[0]!;
    if (alwaysAllowed.some((allowed) => allowed(request.method, path))) return;
    const requested = requestedMode(request);
    // Without a session the route answers 401 on its own; the cookie grants nothing.
    if (!requested || !request.caller) return;
    const target = await findOrganization(database, requested.target);
    const refusal = modeRefusal(request.caller, requested.mode, target);
    if (refusal)
      throw modeRefused(
        `You may no longer be in ${requested.mode === 'ghost' ? 'ghost mode' : 'remote view'} for this organisation: ${refusal.message}`,
      );
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError(
        'MODE_READ_ONLY',
        `${requested.mode === 'ghost' ? 'Ghost mode' : 'Remote view'} only reads: leave it to make changes`,
      );
    }
    request.mode = { mode: requested.mode, target: target! };
  });
}
