import { describe, expect, it } from 'vitest';
import { capRefusal } from './license-caps.ts';

describe('capRefusal', () => {
  it('takes 0 as unlimited whatever is in use (§3)', () => {
    expect(capRefusal(0, 500)).toBeNull();
  });

  it('takes a cap at or above the seats in use', () => {
    expect(capRefusal(7, 7)).toBeNull();
    expect(capRefusal(8, 7)).toBeNull();
    expect(capRefusal(1, 0)).toBeNull();
  });

  it('refuses a cap below the seats in use, saying how many are in use', () => {
    expect(capRefusal(6, 7)).toBe('The cap cannot be below the 7 seats in use');
  });
});
