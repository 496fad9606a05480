import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, withFeatureStrings } from './index.ts';

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === 'portal-language' ? 'de' : null),
    setItem: () => {},
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('a first visit straight to a screen with feature strings', () => {
  it('loads them once i18n has started, in the language it starts in', async () => {
    // The router starts loading the first route before i18n has a resource store.
    const route = withFeatureStrings('feedback', async () => ({ Component: 'screen' }));
    const loading = route();
    await initI18n();
    expect(await loading).toEqual({ Component: 'screen' });
    expect(i18n.t('feedback.title')).toBe('Feedback senden');
  });
});
