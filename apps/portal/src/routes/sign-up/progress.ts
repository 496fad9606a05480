import { redirect } from 'react-router';
import { partner as partnerEndpoint, type CurrentUser, type Organization, type Partner } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { requireUser } from '../../session/current-user.ts';
import { organizationOf } from '../../session/require-partner.ts';
import { signUpStep, type PartnerKind, type SignUpStep } from './sign-up-step.ts';

export interface Progress {
  user: CurrentUser;
  partner: Partner | null;
  step: SignUpStep;
}

/** The signed-in person, their partner record (if any) and the sign-up step they are at. */
export async function signUpProgress(): Promise<Progress> {
  const user = await requireUser();
  const org = user.organizationData;
  let partner: Partner | null = null;
  if (org?.isPistachioPartner) {
    try {
      partner = await call(partnerEndpoint, { params: { cybrOrgId: org.cybrOrgId } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return { user, partner, step: signUpStep(user, partner) };
}

/**
 * For the loader of a step after connecting the organisation: the progress with that organisation,
 * or a redirect to the step the person is really at.
 */
export async function requireStep(step: Exclude<SignUpStep, '/sign-up'>): Promise<Progress & { org: Organization }> {
  const progress = await signUpProgress();
  if (progress.step !== step) throw redirect(progress.step);
  return { ...progress, org: organizationOf(progress.user) };
}

/** `distributor` or `reseller`, from a sign-up URL. */
export const kindFromPath = (pathname: string): PartnerKind =>
  pathname.includes('/reseller') ? 'reseller' : 'distributor';
