import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/api-error.ts';
import { mayEditAccount } from './account-access.ts';
import { refusalOf, refusalText } from './refusals.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('account refusals', () => {
  it('gives field messages for a 400 that names fields, and one sentence for a 409 without', () => {
    const invalid = new ApiError(400, {
      code: 'VALIDATION',
      message: 'email: Please provide a valid email',
      fields: [{ field: 'email', message: 'Please provide a valid email' }],
    });
    expect(refusalOf(invalid)).toEqual({ errors: { email: 'Please provide a valid email' } });
    const last = new ApiError(409, {
      code: 'CONFLICT',
      message: 'Your organisation needs at least one admin: add another admin before removing this one',
    });
    expect(refusalOf(last)).toEqual({ refused: last.body!.message, status: 409 });
  });

  it('leaves outages and bugs to the error boundary', () => {
    expect(refusalOf(new ApiError(503, null))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });

  it('says the account rules and §5 messages in the person’s language, anything else as the server said it', () => {
    expect(refusalText(t, 'This address belongs to a user of another organisation')).toBe(
      't:account.problems.otherOrganization',
    );
    expect(refusalText(t, 'Text field cannot be empty')).toBe('t:validation.emptyText');
    expect(refusalText(t, 'Use at most 200 characters')).toBe('Use at most 200 characters');
  });
});

describe('who may change the account settings', () => {
  it('is an admin of the organisation (Partner, Admin), never an ordinary user, and nobody in a viewing mode', () => {
    expect(mayEditAccount({ userRole: 'Partner' }, [])).toBe(true);
    expect(mayEditAccount({ userRole: 'Admin' }, [])).toBe(true);
    expect(mayEditAccount({ userRole: 'User' }, [])).toBe(false);
    expect(mayEditAccount({ userRole: 'Partner' }, ['remote-view'])).toBe(false);
    expect(mayEditAccount({ userRole: 'SuperAdmin' }, ['ghost'])).toBe(false);
  });
});
