import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, Organization } from '@portal/contracts';
import { ApiError } from '../api/api-error.ts';

const call = vi.fn();
vi.mock('../api/client.ts', () => ({ call: (...args: unknown[]) => call(...args) }));
vi.mock('../monitoring/report-error.ts', () => ({ reportError: vi.fn() }));

const { forgetSession } = await import('./current-user.ts');
const { organizationOf, requirePartner } = await import('./require-partner.ts');

const org = { cybrOrgId: 'partner-1', organizationName: 'Fjord Security AS', isPistachioPartner: true } as Organization;
const person = (organizationData: Organization | null): CurrentUser => ({
  cybrId: 'u1',
  email: 'k@fjord.example',
  fullName: 'K',
  userRole: 'Partner',
  languageCode: 'no',
  organizationData,
});

/** What a loader threw, as the router reads it: a redirect's status and target. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status, location: error.headers.get('Location') };
  }
  throw new Error('nothing was thrown');
}

beforeEach(() => {
  forgetSession();
  vi.stubGlobal('document', { cookie: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  call.mockReset();
});

describe('requirePartner', () => {
  it('answers the signed-in person with their organisation', async () => {
    call.mockResolvedValue(person(org));
    await expect(requirePartner()).resolves.toEqual({ user: person(org), org });
  });

  it('sends a person without an organisation to sign-up, as the partner root guard does (§4)', async () => {
    call.mockResolvedValue(person(null));
    expect(await thrown(requirePartner)).toEqual({ status: 302, location: '/sign-up' });
    // An organisation record without its id is no organisation either.
    call.mockResolvedValue(person({ ...org, cybrOrgId: '' }));
    forgetSession();
    expect(await thrown(requirePartner)).toEqual({ status: 302, location: '/sign-up' });
  });

  it('sends a signed-out person to sign in, as the session guard does', async () => {
    call.mockRejectedValue(new ApiError(401, null));
    expect(await thrown(requirePartner)).toEqual({ status: 302, location: '/login' });
  });
});

describe('organizationOf', () => {
  it("is the person's organisation, or a redirect to sign-up", async () => {
    expect(organizationOf(person(org))).toBe(org);
    expect(await thrown(async () => organizationOf(person(null)))).toEqual({ status: 302, location: '/sign-up' });
  });
});
