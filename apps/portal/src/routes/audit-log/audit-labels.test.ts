import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { auditActions, languageCodes } from '@portal/contracts';
import { loadFeatureStrings } from '../../i18n/features.ts';

// The audit table looks each action up as audit.actions.<action>; every action the server can
// write must read as words in every language, never as its raw key.
describe('audit action labels', () => {
  it.each(languageCodes)('%s has a label for every action in the vocabulary', async (language) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { [language]: { translation: await loadFeatureStrings('audit-log', language) } },
      lng: language,
      fallbackLng: false,
    });
    const unlabelled = auditActions.filter((action) => {
      const label: unknown = i18n.t(`audit.actions.${action}`, { returnObjects: true });
      return typeof label !== 'string' || label === `audit.actions.${action}` || label.trim() === '';
    });
    expect(unlabelled).toEqual([]);
  });
});
