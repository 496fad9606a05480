import { describe, expect, it } from 'vitest';
import { isValidIban, sellerProblems } from './seller-checks.ts';
import { readSellerConfig } from './seller.ts';

describe('the seller details in the environment', () => {
  it('are read, in the form they are kept in', () => {
    expect(
      readSellerConfig({
        SELLER_LEGAL_NAME: '  Platform  Operations AS ',
        SELLER_COUNTRY: 'no',
        SELLER_IBAN: 'no93 8601 1117 947',
        SELLER_BIC: 'dnba nokk',
        SELLER_CITY: '',
      }),
    ).toEqual({
      legalName: 'Platform Operations AS',
      country: 'NO',
      iban: 'NO9386011117947',
      bic: 'DNBANOKK',
    });
  });

  it('stop the server on a malformed value, naming the variable', () => {
    expect(() => readSellerConfig({ SELLER_IBAN: 'NO93 8601 1117 948' })).toThrow('SELLER_IBAN: Must be a valid IBAN');
    expect(() => readSellerConfig({ SELLER_COUNTRY: 'Norway' })).toThrow(
      'SELLER_COUNTRY: Must be an ISO 3166-1 country code',
    );
    expect(() => readSellerConfig({ SELLER_COUNTRY: 'NO', SELLER_BANK_ACCOUNT: '1503.12.34563' })).toThrow(
      'SELLER_BANK_ACCOUNT: Must be a Norwegian account number',
    );
  });
});

describe('seller checks', () => {
  it("know valid IBANs from the registry's examples, and a wrong check digit", () => {
    for (const iban of ['NO9386011117947', 'DE89370400440532013000', 'GB29NWBK60161331926819', 'DK5000400440116243'])
      expect(isValidIban(iban), iban).toBe(true);
    expect(isValidIban('NO9386011117948')).toBe(false);
    expect(isValidIban('NO93')).toBe(false);
  });

  it('check Norwegian numbers only for a Norwegian seller', () => {
    expect(sellerProblems({ country: 'NO', organisationNumber: '923 609 016', bankAccount: '1503.12.34562' })).toEqual(
      [],
    );
    expect(sellerProblems({ country: 'NO', organisationNumber: '923609017' }).map((p) => p.field)).toEqual([
      'organisationNumber',
    ]);
    expect(sellerProblems({ country: 'DK', organisationNumber: '12345678', bankAccount: '1234 5678901234' })).toEqual(
      [],
    );
  });
});
