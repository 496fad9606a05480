import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { partner as partnerEndpoint, type Partner } from '@portal/contracts';
import { call } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import { applyUserLanguage } from '../i18n/index.ts';
import { identifyUser } from '../monitoring/init.ts';
import { reportError } from '../monitoring/report-error.ts';
import { resolveSession, signOut } from '../session/current-user.ts';
import { basename, fullPageReplace } from '../session/navigation.ts';
import { partnerRootDecision } from '../session/root-decision.ts';

export type PartnerRootData = Extract<ReturnType<typeof partnerRootDecision>, { kind: 'authorized' }>;

export async function loader({ request }: LoaderFunctionArgs): Promise<PartnerRootData> {
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

  let partner: Partner | null = null;
  const org = user?.organizationData;
  if (org?.isPistachioPartner) {
    try {
      partner = await call(partnerEndpoint, { params: { cybrOrgId: org.cybrOrgId } });
    } catch (error) {
      // §8: failing to load the organisation here is thrown (to the error page) and reported.
      if (!(error instanceof ApiError && error.status === 404)) {
        reportError(error, 'partner-root');
        throw error;
      }
    }
  }

  const pathname = new URL(request.url).pathname.slice(basename.length) || '/';
  const decision = partnerRootDecision({ user, partner, pathname });
  if (decision.kind === 'full-page') return fullPageReplace(decision.to);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return decision;
}

export function Component() {
  return <Outlet />;
}
