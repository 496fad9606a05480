import { describe, expect, it } from 'vitest';
import { countryOptions, field } from './form-controls.ts';

describe('form controls of the server-rendered pages', () => {
  const input = (aria: string) => `<input id="iban" name="iban"${aria}>`;

  it('labels a control and ties its hint and error to it', () => {
    expect(field('iban', 'IBAN', input)).toBe('<label for="iban">IBAN</label><input id="iban" name="iban">');
    expect(field('iban', 'IBAN', input, { hint: 'No spaces', error: 'Not an IBAN' })).toBe(
      '<label for="iban">IBAN</label><input id="iban" name="iban" aria-describedby="iban-hint iban-error" aria-invalid="true">' +
        '<p class="hint" id="iban-hint">No spaces</p><p class="field-error" id="iban-error">Not an IBAN</p>',
    );
  });

  it('names countries in the page language, in its order, the chosen one selected', () => {
    const options = countryOptions('de', ['SE', 'AT', 'DE'], 'DE');
    expect(options).toBe(
      '<option value="DE" selected>Deutschland</option><option value="AT">Österreich</option><option value="SE">Schweden</option>',
    );
    // Swedish sorts Å after Z; another collation, asked for, may not.
    expect(countryOptions('sw', ['AX', 'NZ'], null)).toBe(
      '<option value="NZ">Nya Zeeland</option><option value="AX">Åland</option>',
    );
    expect(countryOptions('sw', ['AX', 'NZ'], null, 'en')).toBe(
      '<option value="AX">Åland</option><option value="NZ">Nya Zeeland</option>',
    );
  });
});
