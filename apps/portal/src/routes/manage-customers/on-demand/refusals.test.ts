import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { refusalsFrom } from './refusals.ts';

describe('refusals of a bulk cap, per customer', () => {
  it('names each refused customer by its place in the request', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION',
      message: '2 of 3 customers cannot take this cap; nothing was changed',
      fields: [
        { field: 'childCybrOrgIds.0', message: 'The cap cannot be below the 40 seats in use' },
        { field: 'childCybrOrgIds.2', message: 'This customer has no licence for this product' },
      ],
    });
    expect(refusalsFrom(error, ['a', 'b', 'c'])).toEqual([
      { cybrOrgId: 'a', message: 'The cap cannot be below the 40 seats in use' },
      { cybrOrgId: 'c', message: 'This customer has no licence for this product' },
    ]);
  });

  it('a refusal of the whole request is shown as the server worded it', () => {
    const whole = new ApiError(403, { code: 'FORBIDDEN', message: 'Not allowed' });
    expect(refusalsFrom(whole, ['a'])).toEqual([{ cybrOrgId: null, message: 'Not allowed' }]);
    const field = new ApiError(400, {
      code: 'VALIDATION',
      message: 'Invalid input',
      fields: [{ field: 'childCybrOrgIds', message: 'Too many' }],
    });
    expect(refusalsFrom(field, ['a'])).toEqual([{ cybrOrgId: null, message: 'Too many' }]);
  });
});
