import type { LanguageCode } from '@portal/contracts';

/**
 * Strings of one feature of the portal (settings, integrations, resources, …), kept apart from the
 * strings every screen needs so that a first visit does not download them. Each feature has one
 * file per language, `features/<feature>/<code>.json`; its top-level keys belong to that feature
 * alone (locales.test.ts), so merging it into the one `translation` namespace cannot clash.
 */
export type FeatureStrings = Record<string, unknown>;

const files = import.meta.glob<FeatureStrings>('./features/*/*.json', { import: 'default' });

export const featureNames: readonly string[] = [
  ...new Set(Object.keys(files).map((file) => file.split('/')[2]!)),
].sort();

export async function loadFeatureStrings(feature: string, language: LanguageCode): Promise<FeatureStrings> {
  const load = files[`./features/${feature}/${language}.json`];
  if (!load) throw new Error(`No strings for feature '${feature}' in '${language}'`);
  return load();
}
