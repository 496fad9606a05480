import { describe, expect, it } from 'vitest';
import { createFormField, createKeyInput, endOfDay, expiryMessages, today } from './create-key-input.ts';

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';
const now = new Date(2026, 5, 15, 10, 0);

describe('the create form as a request', () => {
  it('reads the scopes from the group’s one field and leaves a blank expiry out', () => {
    expect(createKeyInput(form({ name: 'PSA', scopes: 'read,billing', expiresOn: ' ' }), now)).toEqual({
      input: { name: 'PSA', scopes: ['read', 'billing'] },
      expiryError: undefined,
    });
    expect(createKeyInput(form({ name: 'PSA' }), now).input.scopes).toEqual([]);
  });

  it('sends an expiry as the last moment of that day where the person is, today included', () => {
    const { input, expiryError } = createKeyInput(form({ expiresOn: '2026-06-15' }), now);
    expect(expiryError).toBeUndefined();
    expect(new Date(input.expiresAt!)).toEqual(new Date(2026, 5, 15, 23, 59, 59, 999));
  });

  it('refuses a day gone by, and a text that is no calendar day', () => {
    expect(createKeyInput(form({ expiresOn: '2026-06-14' }), now).expiryError).toBe(expiryMessages.past);
    for (const day of ['2026-02-30', '15.06.2026', '2026-6-1'])
      expect(createKeyInput(form({ expiresOn: day }), now).expiryError).toBe(expiryMessages.invalid);
    expect(endOfDay('2028-02-29')).toEqual(new Date(2028, 1, 29, 23, 59, 59, 999));
  });

  it('offers today as the earliest day, and shows a problem with any scope at the scope group', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(['scopes', 'scopes.1', 'expiresAt', 'name'].map(createFormField)).toEqual([
      'scopes',
      'scopes',
      'expiresOn',
      'name',
    ]);
  });
});
