import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { CustomerImportReport } from '@portal/contracts';
import de from '../../i18n/locales/de.json';
import { testI18n } from '../../i18n/test-i18n.ts';
import enFeature from '../../i18n/features/add-customers/en.json';
import deFeature from '../../i18n/features/add-customers/de.json';
import { ImportReport } from './import-report.tsx';

const i18n = await testI18n({ en: enFeature, de: deFeature });

/** The report as a person reads it: the text of each table row, cells separated by " | ". */
function read(report: CustomerImportReport): { summary: string; rows: string[] } {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ImportReport report={report} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const document = new DOMParserLike(html);
  return { summary: document.firstParagraph(), rows: document.bodyRows() };
}

// A tiny reader of the rendered markup (no DOM in unit tests): cells' text without tags.
class DOMParserLike {
  constructor(private readonly html: string) {}
  private text = (fragment: string) =>
    fragment
      .replace(/<li[^>]*>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  firstParagraph(): string {
    return this.text(/<p[^>]*>(.*?)<\/p>/s.exec(this.html)?.[1] ?? '');
  }
  bodyRows(): string[] {
    const body = /<tbody[^>]*>(.*)<\/tbody>/s.exec(this.html)?.[1] ?? '';
    return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
      [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) => this.text(cell[1]!)).join(' | '),
    );
  }
}

const fileWithABadRow: CustomerImportReport = {
  added: 0,
  refused: 1,
  needsConfirmation: true,
  rows: [
    { line: 2, organizationName: 'Fjord AS', outcome: 'ready', problems: [] },
    {
      line: 3,
      organizationName: 'Oak Ltd',
      outcome: 'refused',
      problems: [
        { field: 'adminEmail', message: 'Please provide a valid email' },
        { field: 'country', message: 'Choose a country from the list' },
      ],
    },
    {
      line: 4,
      organizationName: '',
      outcome: 'refused',
      problems: [{ field: 'organizationName', message: 'This name is already on line 2' }],
    },
  ],
};

describe('the import report', () => {
  it('names each row by its line, says what happened and why, and that nothing was added yet', () => {
    const { summary, rows } = read(fileWithABadRow);
    expect(summary).toBe('Nothing was added yet. Refused rows: 1. Valid rows ready to add: 1.');
    expect(rows).toEqual([
      '2 | Fjord AS | Ready | –',
      '3 | Oak Ltd | Refused | Admin e-mail: Please provide a valid email Country: Choose a country from the list',
      '4 | – | Refused | Organisation name: This name is already on line 2',
    ]);
  });

  it('counts what was added once confirmed, and keeps a message it does not know as the server wrote it', () => {
    const { summary, rows } = read({
      added: 1,
      refused: 1,
      needsConfirmation: false,
      rows: [
        { line: 2, organizationName: 'Fjord AS', outcome: 'added', problems: [], cybrOrgId: 'org-1' },
        {
          line: 3,
          organizationName: 'Birch',
          outcome: 'refused',
          problems: [{ field: 'csv', message: 'Line 3: text follows a quoted field' }],
        },
      ],
    });
    expect(summary).toBe('Added: 1. Refused: 1.');
    expect(rows).toEqual([
      '2 | Fjord AS | Added | –',
      '3 | Birch | Refused | csv: Line 3: text follows a quoted field',
    ]);
  });

  it('speaks the page language, the §5 messages included', async () => {
    await i18n.changeLanguage('de');
    const { rows } = read(fileWithABadRow);
    expect(rows[1]).toBe(
      `3 | Oak Ltd | ${deFeature.addCustomers.report.outcomes.refused} | ${deFeature.addCustomers.fields.adminEmail}: ${de.validation.invalidEmail} ${deFeature.addCustomers.fields.country}: ${deFeature.addCustomers.problems.country}`,
    );
    expect(rows[2]).toContain(deFeature.addCustomers.problems.nameOnLine.replace('{{line}}', '2'));
    await i18n.changeLanguage('en');
  });
});
