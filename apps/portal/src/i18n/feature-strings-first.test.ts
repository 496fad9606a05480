import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureFeatureStrings, initI18n } from './index.ts';
import { loadFeatureStrings } from './features.ts';

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.stubGlobal('localStorage', { getItem: () => 'de', setItem: () => undefined });
});
afterAll(() => vi.unstubAllGlobals());

// A visit that starts on a screen with feature strings (a bookmark of /settings/account, a reload):
// the router asks for the route's strings before the language is set up.
describe('feature strings asked for before i18n has started', () => {
  it('wait for it, then load in the language it starts in', async () => {
    const strings = ensureFeatureStrings('account');
    await initI18n();
    await strings;
    const german = (await loadFeatureStrings('account', 'de')) as { account: { tabs: { contact: string } } };
    expect(i18n.language).toBe('de');
    expect(i18n.t('account.tabs.contact')).toBe(german.account.tabs.contact);
  });
});
