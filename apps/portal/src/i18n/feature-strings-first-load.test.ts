import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, withFeatureStrings } from './index.ts';
import { loadFeatureStrings } from './features.ts';

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.stubGlobal('localStorage', { getItem: () => 'de', setItem: () => {} });
});
afterAll(() => vi.unstubAllGlobals());

describe('a page opened directly (its route loads before i18n has started)', () => {
  it("waits for i18n, then loads the feature's strings in the person's language", async () => {
    // The router asks for the route module first, as it does on a cold load of /settings/integrations.
    const route = withFeatureStrings('domains', async () => ({ Component: 'page' }));
    const loading = route();
    await initI18n();
    expect(await loading).toEqual({ Component: 'page' });
    const german = (await loadFeatureStrings('domains', 'de')) as { domains: { list: { title: string } } };
    expect(i18n.t('domains.list.title')).toBe(german.domains.list.title);
  });
});
