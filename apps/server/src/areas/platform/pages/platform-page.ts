import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@portal/contracts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { findCaller } from '../../../auth/caller.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import { scriptElement, serveClientScript } from '../../../page-kit/client-script.ts';
import { htmlPage } from '../../../page-kit/html-page.ts';
import { findOrganization, modeCookies, modeRefusal, type Mode } from '../../tenancy/index.ts';
import { modePage, platformScript, signOutButton, signOutStyles } from './platform-mode-page.ts';
import { searchOrganizations, staffPage } from './platform-staff-page.ts';
import { platformLanguage, platformTexts } from './platform-texts.ts';

const notHereStyles = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}${signOutStyles}`;

/** A signed-in customer admin's way out is signing out: the sign-in page would only send them back here. */
function notHere(language: LanguageCode, signedIn: boolean): string {
  const t = platformTexts(language);
  return htmlPage({
    language,
    title: t('notHere.title'),
    styles: notHereStyles,
    body: `${signedIn ? signOutButton(t) : ''}<main><h1>${t('notHere.heading')}</h1>
<p>${t('notHere.text')}</p>
${signedIn ? '' : `<p><a href="/partner/login">${t('notHere.back')}</a></p>`}</main>
${signedIn ? scriptElement(platformScript) : ''}`,
  });
}

/**
 * The portal sends non-partners, and people entering remote view or ghost mode, to the platform
 * app. Without one (PLATFORM_URL unset) this page stands in: in a mode it shows the organisation
 * being viewed, checked against the session as every API request is, and the exit button.
 */
export function registerPlatformPage(app: FastifyInstance, config: Config, database: Database): void {
  serveClientScript(app, platformScript);

  app.get('/platform', async (request, reply) => {
    if (config.platformUrl) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(config.platformUrl + query);
    }
    reply.type('text/html').header('cache-control', 'no-store');
    const mode = (Object.keys(modeCookies) as Mode[]).find((m) => request.cookies[modeCookies[m]] !== undefined);
    const caller = await findCaller(app.sessions, request);
    // The signed-in person's own language, or the browser's for a visitor without a session.
    const language = platformLanguage(caller, request);
    if (!mode) {
      if (!caller || !isPlatformStaff(caller)) return notHere(language, caller !== null);
      const search = String((request.query as { search?: unknown }).search ?? '')
        .replace(/\0/g, '')
        .trim()
        .slice(0, 100);
      return staffPage(language, search, search ? await searchOrganizations(database, search) : null);
    }
    if (!caller) return modePage(language, mode, null, null);
    const target = await findOrganization(database, request.cookies[modeCookies[mode]]!.slice(0, 200));
    const refusal = modeRefusal(caller, mode, target);
    return refusal ? modePage(language, mode, null, refusal.message) : modePage(language, mode, target!, null);
  });
}
