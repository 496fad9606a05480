import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import { ApiError } from '../api/api-error.ts';
import { sessionOutcomeForError, sessionOutcomeForUser } from './session-decision.ts';

const noOrg: CurrentUser = {
  cybrId: 'u',
  email: 'e@x.example',
  fullName: 'E',
  userRole: 'Admin',
  languageCode: 'en',
  organizationData: null,
};

describe('§4 session guard', () => {
  it('sends a 401 to /login', () => {
    expect(sessionOutcomeForError(new ApiError(401, null))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a 403 to /unauthorized', () => {
    expect(sessionOutcomeForError(new ApiError(403, null))).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it.each([new ApiError(500, null), new TypeError('Failed to fetch'), new Error('Request timed out')])(
    'signs out on any other failure and shows "Something went wrong and we had to sign you out" (%s)',
    (error) => {
      expect(sessionOutcomeForError(error)).toEqual({ kind: 'sign-out', to: '/login?reason=signedOutError' });
    },
  );

  it('signs out a user without an organisation only where configured to', () => {
    expect(sessionOutcomeForUser(noOrg, true)).toEqual({ kind: 'sign-out', to: '/login' });
    expect(sessionOutcomeForUser(noOrg, false)).toEqual({ kind: 'user', user: noOrg });
  });
});
