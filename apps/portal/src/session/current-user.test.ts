import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, Organization } from '@portal/contracts';
import { ApiError } from '../api/api-error.ts';

const call = vi.fn();
const reportError = vi.fn();
vi.mock('../api/client.ts', () => ({ call: (...args: unknown[]) => call(...args) }));
vi.mock('../monitoring/report-error.ts', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));

const { forgetSession, resolveSession } = await import('./current-user.ts');

const own = { cybrOrgId: 'partner-1', organizationName: 'Partner AS' } as Organization;
const viewed = { cybrOrgId: 'customer-7', organizationName: 'Customer AB' } as Organization;
const user: CurrentUser = {
  cybrId: 'u1',
  email: 'p@x.example',
  fullName: 'P',
  userRole: 'Partner',
  languageCode: 'en',
  organizationData: own,
};

function answer(path: string): unknown {
  if (path === '/api/v1/users/me') return user;
  throw new Error(`unexpected ${path}`);
}

beforeEach(() => {
  forgetSession();
  vi.stubGlobal('document', { cookie: 'cybr-remote-view=customer-7' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  call.mockReset();
  reportError.mockReset();
});

describe('§4 session guard in remote view', () => {
  it("the viewed organisation replaces the user's own", async () => {
    call.mockImplementation((ep: { path: string }) =>
      ep.path === '/api/v1/organizations/{cybrOrgId}' ? viewed : answer(ep.path),
    );
    const outcome = await resolveSession();
    expect(outcome).toEqual({ kind: 'user', user: { ...user, organizationData: viewed } });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('§8: failing to load it is reported, not fatal: the person keeps their own organisation', async () => {
    const failure = new ApiError(500, null);
    call.mockImplementation((ep: { path: string }) => {
      if (ep.path === '/api/v1/organizations/{cybrOrgId}') throw failure;
      return answer(ep.path);
    });
    const outcome = await resolveSession();
    expect(outcome).toEqual({ kind: 'user', user });
    expect(reportError).toHaveBeenCalledWith(failure, 'session');
  });
});
