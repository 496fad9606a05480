import { describe, expect, it } from 'vitest';
import { platformTexts } from './platform-texts.ts';
import { notStaffPage, pagingNav, requestedPage, staffDocument } from './staff-page-parts.ts';

describe('the parts the staff pages share', () => {
  it('links to the previous and next page, in the page language, only where there is one', () => {
    const en = platformTexts('en');
    const href = (n: number) => `?page=${n}`;
    expect(pagingNav(en, { page: 1, total: 50, pageSize: 50 }, href)).toBe('');
    expect(pagingNav(en, { page: 1, total: 51, pageSize: 50 }, href)).toBe(
      '<nav aria-label="Pages"><p>Page 1 of 2 · <a href="?page=2">Next</a></p></nav>',
    );
    expect(pagingNav(en, { page: 2, total: 120, pageSize: 50 }, href)).toBe(
      '<nav aria-label="Pages"><p>Page 2 of 3 · <a href="?page=1">Previous</a> · <a href="?page=3">Next</a></p></nav>',
    );
    expect(pagingNav(platformTexts('de'), { page: 3, total: 120, pageSize: 50 }, href)).toBe(
      '<nav aria-label="Seiten"><p>Seite 3 von 3 · <a href="?page=2">Vorherige</a></p></nav>',
    );
  });

  it('reads the page asked for, from 1 to 10,000, and 1 for anything that is not a number', () => {
    expect([undefined, '', 'abc', '0', '-4', '1'].map(requestedPage)).toEqual([1, 1, 1, 1, 1, 1]);
    expect([requestedPage('7'), requestedPage('99999'), requestedPage(['3'])]).toEqual([7, 10_000, 3]);
  });

  it('tells anyone who is not staff, in their language, whose page it is and where to sign in', () => {
    const page = notStaffPage('fr', 'resources.title', 'resources.notStaff');
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<title>Bibliothèque de ressources</title>');
    expect(page).toContain('<h1>Seule l&#39;équipe de la plateforme gère la bibliothèque de ressources</h1>');
    expect(page).toContain('<a href="/partner/login">Connexion au portail partenaire</a>');
  });

  it('titles a staff page after the staff, and gives it the shared look before its own', () => {
    const page = staffDocument('de', {
      title: 'Anfragen',
      maxWidth: '72rem',
      styles: 'td{color:red}',
      body: '<main></main>',
    });
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<title>Anfragen · Plattform-Team</title>');
    expect(page).toMatch(/<style>body\{[^}]*max-width:72rem[^<]*td\{color:red\}<\/style>/);
    expect(page).toContain('<body><main></main></body>');
  });
});
