import { createContext, redirect, type MiddlewareFunction } from 'react-router';
import { partner as partnerEndpoint, type CurrentUser, type Partner } from '@portal/contracts';
import { call } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import { applyUserLanguage } from '../i18n/index.ts';
import { identifyUser } from '../monitoring/init.ts';
import { reportError } from '../monitoring/report-error.ts';
import { resolveSession, signOut } from './current-user.ts';
import { basename, fullPageReplace } from './navigation.ts';
import { partnerRootDecision, type RootDecision } from './root-decision.ts';

export type PartnerRootData = Extract<RootDecision, { kind: 'authorized' }>;

/** What the guard allowed, for the partner root's loader to hand to the screens below it. */
export const partnerRootContext = createContext<PartnerRootData>();

/**
 * §4 partner root guard as the partner root's middleware. Loaders of a route and its children run
 * side by side, so a guard in a loader could not keep the screens below from asking the API for data
 * the person may not see; middleware runs before any of them, and they run only once it lets them.
 */
export const partnerRootGuard: MiddlewareFunction = async ({ request, context }) => {
  const outcome = await resolveSession();
  if (outcome.kind === 'sign-out') {
    await signOut();
    throw redirect(outcome.to);
  }
  if (outcome.kind === 'redirect' && outcome.to === '/unauthorized') throw redirect(outcome.to);
  const user = outcome.kind === 'user' ? outcome.user : null;
  if (user) {
    identifyUser(user.cybrId);
    await applyUserLanguage(user.languageCode);
  }

  // A submission may change the partner's record (billing details, terms): it is read anew, and
  // what it read is not kept, since the action runs after this guard and may change it.
  const submission = request.method !== 'GET';
  if (submission) authorized = null;
  const partner = authorized && authorized.user === user ? authorized.partner : await loadPartner(user);

  const pathname = new URL(request.url).pathname.slice(basename.length) || '/';
  const decision = partnerRootDecision({ user, partner, pathname });
  // Kept only when it admits the person anywhere: billing and welcome paths let in a distributor
  // whose billing details still fail (§4 step 5), and that record must not open the other screens.
  const admittedAnywhere =
    !submission && user && partner && partnerRootDecision({ user, partner, pathname: '/' }).kind === 'authorized';
  authorized = admittedAnywhere ? { user, partner } : null;
  // A full-page replace never settles, so nothing below the guard runs while the page goes.
  if (decision.kind === 'full-page') return fullPageReplace(decision.to);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  context.set(partnerRootContext, decision);
};

/**
 * The partner record behind the last decision that let the person in everywhere. Middleware runs on
 * every navigation, where a loader ran only when it had to: moving between screens of the same
 * session reuses the record instead of waiting for it again before each screen's own request. A
 * record that did not admit is never kept, so a step of sign-up finished elsewhere is read fresh.
 */
let authorized: { user: CurrentUser; partner: Partner } | null = null;

async function loadPartner(user: CurrentUser | null): Promise<Partner | null> {
  const org = user?.organizationData;
  if (!org?.isPistachioPartner) return null;
  try {
    return await call(partnerEndpoint, { params: { cybrOrgId: org.cybrOrgId } });
  } catch (error) {
    // §8: failing to load the organisation here is thrown (to the error page) and reported.
    if (error instanceof ApiError && error.status === 404) return null;
    reportError(error, 'partner-root');
    throw error;
  }
}
