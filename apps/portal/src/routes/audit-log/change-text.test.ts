import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import de from '../../i18n/locales/de.json';
import enFeature from '../../i18n/features/audit-log/en.json';
import deFeature from '../../i18n/features/audit-log/de.json';
import { changeText, fieldChanges } from './change-text.ts';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: { ...en, ...enFeature } }, de: { translation: { ...de, ...deFeature } } },
  lng: 'en',
  interpolation: { escapeValue: false },
});
const read = (before: unknown, after: unknown) => fieldChanges(before, after).map((c) => changeText(i18n.t, c));

describe('an audit entry before → after, as a person reads it', () => {
  it('names only the fields that changed, with statuses in words', () => {
    expect(
      read({ status: 'PENDING', organizationName: 'Fjord AS' }, { status: 'APPROVED', organizationName: 'Fjord AS' }),
    ).toEqual(['Status: Pending → Approved']);
  });

  it('lists what was added when there was nothing before', () => {
    expect(read(null, { organizationName: 'Oak Ltd', productType: 'insider-threat-detection' })).toEqual([
      'Organisation: Oak Ltd',
      'Product: Insider-threat detection',
    ]);
  });

  it('reads a cap of 0 as unlimited (§3), booleans as yes/no and nested fields by their path', () => {
    expect(read({ licenseCap: 10 }, { licenseCap: 0 })).toEqual(['Licence cap: 10 → Unlimited']);
    expect(read({ partnerView: false }, { partnerView: true })).toEqual(['Partner view: No → Yes']);
    expect(
      read({ billingInfo: { address: { city: 'Oslo' } } }, { billingInfo: { address: { city: 'Bergen' } } }),
    ).toEqual(['billingInfo.address.city: Oslo → Bergen']);
  });

  it('says a value was removed with a dash, and a plain value without a field name', () => {
    expect(read({ currency: 'eur' }, {})).toEqual(['Currency: eur → —']);
    expect(fieldChanges('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(fieldChanges({ same: 1 }, { same: 1 })).toEqual([]);
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('de');
    expect(read({ status: 'PENDING' }, { status: 'DISABLED' })).toEqual([
      `${deFeature.audit.fields.status}: ${de.statuses.PENDING} → ${de.statuses.DISABLED}`,
    ]);
    await i18n.changeLanguage('en');
  });
});
