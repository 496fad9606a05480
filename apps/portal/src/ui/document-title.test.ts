import { describe, expect, it } from 'vitest';
import core from '../i18n/locales/en.json';
import signUp from '../i18n/features/sign-up/en.json';
import terms from '../i18n/features/terms/en.json';

const en = { ...core, ...signUp, ...terms };
import { titleKey } from './document-title.ts';

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('the tab title of each route', () => {
  it.each([
    ['/manage-customers', 'Customers'],
    ['/manage-customers/org-1', 'Customers'],
    ['/cap', 'Licence caps'],
    ['/sign-up/reseller/terms-of-service', 'Terms of service'],
    ['/sign-up/distributor', 'Connect your organisation as a distributor'],
    ['/settings/billing-details', 'Billing details'],
    ['/settings/account/contact', 'Account'],
    ['/login', 'Sign in to the partner portal'],
  ])('names %s "%s"', (path, title) => {
    expect(text(titleKey(path))).toBe(title);
  });

  it('names an unknown path as not found', () => {
    expect(text(titleKey('/no-such-page'))).toBe('Page not found');
  });
});
