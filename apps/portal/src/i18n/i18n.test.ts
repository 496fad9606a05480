import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyUserLanguage, ensureFeatureStrings, initI18n, loadTranslation, setLanguage } from './index.ts';
import { loadFeatureStrings } from './features.ts';

const stored = new Map<string, string>();
const html = { lang: 'en' };

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: html });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
});
afterAll(() => vi.unstubAllGlobals());

const loadedLanguages = () =>
  ['en', 'nb', 'sv', 'da', 'es', 'de', 'fr', 'pt', 'fi', 'it', 'nl', 'pl'].filter((tag) =>
    i18n.hasResourceBundle(tag, 'translation'),
  );

// One i18n instance per app: these steps run in order, as a person's visit does.
describe('§3 languages are loaded when used', () => {
  it('starts in the stored choice and fetches only that language (English is not fetched as a fallback)', async () => {
    stored.set('portal-language', 'br');
    await initI18n();
    expect(i18n.language).toBe('pt');
    expect(html.lang).toBe('pt');
    expect(loadedLanguages()).toEqual(['pt']);
    expect(i18n.t('login.signInWithMicrosoft')).toBe((await loadTranslation('br')).login.signInWithMicrosoft);
  });

  it('switching loads the new language before switching to it, remembering the choice', async () => {
    await setLanguage('de', true);
    expect(loadedLanguages()).toEqual(['de', 'pt']);
    expect(i18n.language).toBe('de');
    expect(html.lang).toBe('de');
    expect(stored.get('portal-language')).toBe('de');
    expect(i18n.t('login.signInWithMicrosoft')).toBe((await loadTranslation('de')).login.signInWithMicrosoft);
  });

  it("the stored choice wins over the account's language", async () => {
    await applyUserLanguage('fr');
    expect(i18n.language).toBe('de');
    stored.clear();
    await applyUserLanguage('sw');
    expect(i18n.language).toBe('sv');
    expect(html.lang).toBe('sv');
  });

  it("a later visit starts in the account's language when the person made no choice of their own", async () => {
    stored.clear();
    await applyUserLanguage('de');
    expect(stored.get('portal-account-language')).toBe('de');
    await setLanguage('en');
    await initI18n();
    expect(i18n.language).toBe('de');
    stored.set('portal-language', 'fi');
    await initI18n();
    expect(i18n.language).toBe('fi');
    stored.clear();
  });

  it('of two quick switches the later one wins, whichever language loads first', async () => {
    await Promise.all([setLanguage('pl'), setLanguage('en')]);
    expect(i18n.language).toBe('en');
    expect(html.lang).toBe('en');
  });

  it("where storage is blocked, the account's language and a person's choice still apply, unremembered", async () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied });
    try {
      await applyUserLanguage('nl');
      expect(i18n.language).toBe('nl');
      await setLanguage('it', true);
      expect(html.lang).toBe('it');
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: denied });
      await initI18n();
      expect(i18n.language).toBe('en');
    } finally {
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      });
    }
  });

  it("a screen's feature strings follow every later switch of language", async () => {
    await ensureFeatureStrings('resources');
    expect(i18n.t('resources.title')).toBe(
      ((await loadFeatureStrings('resources', 'en')) as { resources: { title: string } }).resources.title,
    );
    await setLanguage('fi');
    expect(i18n.t('resources.title')).toBe(
      ((await loadFeatureStrings('resources', 'fi')) as { resources: { title: string } }).resources.title,
    );
    expect(i18n.t('resources.title')).not.toBe(
      ((await loadFeatureStrings('resources', 'en')) as { resources: { title: string } }).resources.title,
    );
  });
});
