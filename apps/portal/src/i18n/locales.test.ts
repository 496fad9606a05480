import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@portal/contracts';
import { htmlLang, loadTranslation, type Translation } from './index.ts';
import { featureNames, loadFeatureStrings } from './features.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

// Plural forms differ per language; compare the keys without their plural suffix.
const base = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

const resources = Object.fromEntries(
  await Promise.all(languageCodes.map(async (code) => [code, await loadTranslation(code)] as const)),
) as Record<LanguageCode, Translation>;

// Each language has its own plural keys (Polish has summary_many, English has not).
const summary = (code: LanguageCode, form: 'one' | 'many' | 'other'): string =>
  (resources[code].customers as unknown as Record<string, string>)[`summary_${form}`] ??
  `no summary_${form} in ${code}`;

describe('translations (§3: 12 languages)', () => {
  it.each(languageCodes)('%s has every string the English UI has, and no stale ones', (code) => {
    expect(base(keys(resources[code]))).toEqual(base(keys(resources.en)));
  });

  it.each(languageCodes.filter((c) => c !== 'en'))('%s is translated, not a copy of English', (code) => {
    expect(resources[code].login.signInWithMicrosoft).not.toBe(resources.en.login.signInWithMicrosoft);
  });

  it("counts customers with each language's own plural rules ('br' is Portuguese, 'sw' Swedish)", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(languageCodes.map((c) => [htmlLang[c], { translation: resources[c] }])),
      lng: 'pt',
    });
    expect(i18n.t('customers.summary', { count: 2 })).toBe(summary('br', 'other').replace('{{count}}', '2'));
    await i18n.changeLanguage('pl');
    expect(i18n.t('customers.summary', { count: 5 })).toBe(summary('pl', 'many').replace('{{count}}', '5'));
    await i18n.changeLanguage('sv');
    expect(i18n.t('customers.summary', { count: 1 })).toBe(summary('sw', 'one').replace('{{count}}', '1'));
  });
});

const features = await Promise.all(
  featureNames.map(async (feature) => ({
    feature,
    strings: Object.fromEntries(
      await Promise.all(languageCodes.map(async (code) => [code, await loadFeatureStrings(feature, code)] as const)),
    ) as Record<LanguageCode, Record<string, unknown>>,
  })),
);

describe('feature strings (loaded with their screens)', () => {
  const coreKeys = new Set(Object.keys(resources.en));

  it.each(features)('$feature has every English string in every language, and no stale ones', ({ strings }) => {
    for (const code of languageCodes)
      expect({ code, keys: base(keys(strings[code])) }).toEqual({ code, keys: base(keys(strings.en)) });
  });

  it.each(features)('$feature is translated, not a copy of English', ({ strings }) => {
    const english = keys(strings.en);
    for (const code of languageCodes.filter((c) => c !== 'en')) {
      const same = english.filter((key) => lookUp(strings[code], key) === lookUp(strings.en, key));
      // Product names, e-mail placeholders and the like may read the same; most strings must not.
      expect({ code, same: same.length <= english.length / 4 }).toEqual({ code, same: true });
    }
  });

  it('no two features, nor a feature and the core strings, share a top-level key', () => {
    const owners = new Map<string, string>([...coreKeys].map((key) => [key, 'core']));
    for (const { feature, strings } of features) {
      for (const key of Object.keys(strings.en)) {
        expect({ key, owner: owners.get(key) ?? feature }).toEqual({ key, owner: feature });
        owners.set(key, feature);
      }
    }
  });
});

function lookUp(value: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);
}
