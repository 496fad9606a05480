import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import { cacheSession, holdsSignedInUser } from './session-cache.ts';

const user: CurrentUser = {
  cybrId: 'u',
  email: 'e@x.example',
  fullName: 'E',
  userRole: 'Partner',
  languageCode: 'en',
  organizationData: null,
};

afterEach(() => cacheSession(null));

describe('is someone signed in on this page? (the sign-in page asks without loading the API client)', () => {
  it('no: nothing was fetched yet', async () => {
    expect(await holdsSignedInUser()).toBe(false);
  });

  it('yes: the session guard fetched a user', async () => {
    cacheSession({ remoteView: null, user: Promise.resolve(user) });
    expect(await holdsSignedInUser()).toBe(true);
  });

  it('no: the fetch failed (401, network)', async () => {
    cacheSession({ remoteView: null, user: Promise.reject(new Error('401')) });
    expect(await holdsSignedInUser()).toBe(false);
  });
});
