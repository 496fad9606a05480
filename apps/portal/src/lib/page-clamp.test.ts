import { describe, expect, it } from 'vitest';
import { clampPage, lastPage } from './page-clamp.ts';

function redirectOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('location');
  }
}

describe('a page past the end of a list', () => {
  it('goes to the last page, keeping the other search parameters', () => {
    const request = 'http://localhost/partner/manage-customers?search=a&page=99&sortBy=status';
    expect(redirectOf(() => clampPage(request, 99, 66, 25))).toBe('/manage-customers?search=a&page=3&sortBy=status');
  });

  it('drops the page of a list that fits on one page or is empty', () => {
    expect(redirectOf(() => clampPage('http://localhost/partner/pending?page=4', 4, 0, 25))).toBe('/pending');
    expect(redirectOf(() => clampPage('http://localhost/partner/pending?page=2', 2, 25, 25))).toBe('/pending');
  });

  it('leaves a page within the list alone, and pages each list by its own parameter', () => {
    expect(redirectOf(() => clampPage('http://localhost/partner/cap?page=3', 3, 51, 25))).toBeNull();
    const billing = 'http://localhost/partner/settings/billing?page=2&subscriptions=9';
    expect(redirectOf(() => clampPage(billing, 9, 30, 25, 'subscriptions'))).toBe(
      '/settings/billing?page=2&subscriptions=2',
    );
    expect(lastPage(0, 25)).toBe(1);
  });
});
