import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@portal/contracts';
import en from './platform-locales/en.json' with { type: 'json' };
import { organizationStatus, platformTexts } from './platform-texts.ts';

const folder = path.join(import.meta.dirname, 'platform-locales');
const portalFolder = path.join(import.meta.dirname, '../../../../../portal/src/i18n/locales');
const english: Record<string, string> = en;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const portalText = (portal: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], portal);

// What these pages say in the portal's own words: the same text in every language.
const portalWording: Record<string, string> = {
  signOut: 'app.signOut',
  'mode.remote-view.exit': 'modes.exitRemoteView',
  'mode.ghost.exit': 'modes.exitGhost',
  'mode.remote-view.title': 'customers.rowMenu.remoteView',
  'mode.country': 'customers.columns.country',
  'mode.users': 'customers.columns.totalUsers',
  'mode.partner': 'customers.columns.partnerName',
  'mode.licences': 'customers.details.licences',
  'mode.product': 'caps.product',
  'mode.noCap': 'customers.noCap',
  'mode.unlimited': 'customers.unlimitedCap',
  'staff.searchLabel': 'customers.searchPlaceholder',
  'staff.search': 'customers.searchButton',
  'staff.organisation': 'customers.columns.organizationName',
  'staff.status': 'customers.columns.status',
  'staff.partner': 'customers.columns.partnerName',
  'requests.pages': 'customers.pagination',
  'requests.signIn': 'login.title',
  'status.APPROVED': 'statuses.APPROVED',
  'status.TRIAL': 'statuses.TRIAL',
  'status.PENDING': 'statuses.PENDING',
  'status.DISABLED': 'statuses.DISABLED',
  'status.PARTNER': 'statuses.PARTNER',
};

describe('/platform page texts', () => {
  describe.each(languageCodes)('%s.json', (code) => {
    const file = path.join(folder, `${code}.json`);

    it('exists', () => {
      expect(existsSync(file)).toBe(true);
    });

    it('has exactly the English keys, in the same order, none empty, with the same placeholders', () => {
      const texts = read(file);
      expect(Object.keys(texts)).toEqual(Object.keys(english));
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect(placeholders(text as string), key).toEqual(placeholders(english[key]!));
      }
    });

    it('uses the portal’s wording where the portal says the same thing (exit buttons, sign-out, caps, statuses)', () => {
      const texts = read(file);
      const portal = read(path.join(portalFolder, `${code}.json`));
      for (const [key, portalKey] of Object.entries(portalWording))
        expect(texts[key], key).toBe(portalText(portal, portalKey));
    });
  });

  it('gives the German text for de, escaped for HTML, and fills its placeholders escaped', () => {
    const t = platformTexts('de');
    expect(t('mode.ghost.exit')).toBe('Geistermodus beenden');
    expect(t('mode.remote-view.heading', { organization: 'Müller <Kunde> & Söhne' })).toBe(
      'Fernansicht: Müller &lt;Kunde&gt; &amp; Söhne',
    );
    expect(platformTexts('fr')('notHere.text')).toContain('n&#39;est pas partenaire');
  });

  it('keeps the English exit buttons of the spec', () => {
    const t = platformTexts('en');
    expect(t('mode.ghost.exit')).toBe('Exit Ghost Mode');
    expect(t('mode.remote-view.exit')).toBe('Exit Remote View');
  });

  it('shows an organisation status as the portal does, and an unknown one as it is', () => {
    expect(organizationStatus(platformTexts('de'), 'APPROVED')).toBe('Freigegeben');
    expect(organizationStatus(platformTexts('de'), 'trial')).toBe('Testphase');
    expect(organizationStatus(platformTexts('de'), 'odd<one>')).toBe('odd&lt;one&gt;');
  });
});
