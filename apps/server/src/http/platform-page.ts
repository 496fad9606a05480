import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findCaller } from '../auth/caller.ts';
import { modeCookies, modeRefusal, type Mode } from '../auth/modes.ts';
import { isPlatformStaff } from '../auth/platform-staff.ts';
import { findOrganization } from '../modules/organizations/repo.ts';
import { modePage, modeScript, modeScriptPath, signOutButton, signOutStyles } from './platform-mode-page.ts';
import { searchOrganizations, staffPage } from './platform-staff-page.ts';

/** A signed-in customer admin's way out is signing out: the sign-in page would only send them back here. */
const notHere = (signedIn: boolean) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Platform</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}${signOutStyles}</style></head>
<body>${signedIn ? signOutButton : ''}<main><h1>This account belongs to the platform</h1>
<p>Your organisation is not a partner, so it uses the platform app rather than the partner portal.
The platform app is not part of this deployment.</p>
${signedIn ? '' : '<p><a href="/partner/login">Back to the partner portal sign-in</a></p>'}</main>
${signedIn ? `<script src="${modeScriptPath}"></script>` : ''}</body></html>`;

/**
 * The portal sends non-partners, and people entering remote view or ghost mode, to the platform
 * app. Without one (PLATFORM_URL unset) this page stands in: in a mode it shows the organisation
 * being viewed, checked against the session as every API request is, and the exit button.
 */
export function registerPlatformPage(app: FastifyInstance, config: Config, database: Database): void {
  app.get(modeScriptPath, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(modeScript));

  app.get('/platform', async (request, reply) => {
    if (config.platformUrl) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(config.platformUrl + query);
    }
    reply.type('text/html').header('cache-control', 'no-store');
    const mode = (Object.keys(modeCookies) as Mode[]).find((m) => request.cookies[modeCookies[m]] !== undefined);
    const caller = await findCaller(app.sessions, request);
    if (!mode) {
      if (!caller || !isPlatformStaff(caller)) return notHere(caller !== null);
      const search = String((request.query as { search?: unknown }).search ?? '').replace(/\0/g, '').trim().slice(0, 100);
      return staffPage(search, search ? await searchOrganizations(database, search) : null);
    }
    if (!caller) return modePage(mode, null, null);
    const target = await findOrganization(database, request.cookies[modeCookies[mode]]!.slice(0, 200));
    const refusal = modeRefusal(caller, mode, target);
    return refusal ? modePage(mode, null, refusal.message) : modePage(mode, target!, null);
  });
}
