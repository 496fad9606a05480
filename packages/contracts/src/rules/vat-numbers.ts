import type { Validator } from 'stdnum/lib/cjs/types.js';
import * as au from 'stdnum/lib/cjs/au/abn.js';
import * as at from 'stdnum/lib/cjs/at/uid.js';
import * as be from 'stdnum/lib/cjs/be/vat.js';
import * as bg from 'stdnum/lib/cjs/bg/vat.js';
import * as ca from 'stdnum/lib/cjs/ca/gst.js';
import * as ch from 'stdnum/lib/cjs/ch/vat.js';
import * as cy from 'stdnum/lib/cjs/cy/vat.js';
import * as cz from 'stdnum/lib/cjs/cz/dic.js';
import * as de from 'stdnum/lib/cjs/de/vat.js';
import * as dk from 'stdnum/lib/cjs/dk/cvr.js';
import * as ee from 'stdnum/lib/cjs/ee/kmkr.js';
import * as es from 'stdnum/lib/cjs/es/nif.js';
import * as fi from 'stdnum/lib/cjs/fi/alv.js';
import * as fr from 'stdnum/lib/cjs/fr/tva.js';
import * as gb from 'stdnum/lib/cjs/gb/vat.js';
import * as gr from 'stdnum/lib/cjs/gr/vat.js';
import * as hr from 'stdnum/lib/cjs/hr/oib.js';
import * as hu from 'stdnum/lib/cjs/hu/anum.js';
import * as ie from 'stdnum/lib/cjs/ie/vat.js';
import * as is from 'stdnum/lib/cjs/is/vsk.js';
import * as it from 'stdnum/lib/cjs/it/iva.js';
import * as lt from 'stdnum/lib/cjs/lt/pvm.js';
import * as lu from 'stdnum/lib/cjs/lu/tva.js';
import * as lv from 'stdnum/lib/cjs/lv/pvn.js';
import * as mt from 'stdnum/lib/cjs/mt/vat.js';
import * as nl from 'stdnum/lib/cjs/nl/btw.js';
import * as no from 'stdnum/lib/cjs/no/mva.js';
import * as nz from 'stdnum/lib/cjs/nz/ird.js';
import * as pl from 'stdnum/lib/cjs/pl/nip.js';
import * as pt from 'stdnum/lib/cjs/pt/nif.js';
import * as ro from 'stdnum/lib/cjs/ro/cif.js';
import * as se from 'stdnum/lib/cjs/se/vat.js';
import * as si from 'stdnum/lib/cjs/si/ddv.js';
import * as sk from 'stdnum/lib/cjs/sk/dph.js';
import * as za from 'stdnum/lib/cjs/za/vat.js';

type Check = Pick<Validator, 'validate'>;

// Each country's VAT (or GST) number with its format and check digit (docs/decisions/0004), and a
// real, valid one shown in the message that refuses a number. One module per country keeps the
// portal's chunk to these checks.
const vatRules: Record<string, { check: Check; example: string }> = {
  AT: { check: at, example: 'ATU13585627' },
  AU: { check: au, example: '83 914 571 673' },
  BE: { check: be, example: 'BE0403019261' },
  BG: { check: bg, example: 'BG175074752' },
  CA: { check: ca, example: '754039725 RT 0001' },
  CH: { check: ch, example: 'CHE-107.787.577 MWST' },
  CY: { check: cy, example: 'CY10259033P' },
  CZ: { check: cz, example: 'CZ25123891' },
  DE: { check: de, example: 'DE136695976' },
  DK: { check: dk, example: 'DK13585628' },
  EE: { check: ee, example: 'EE100594102' },
  ES: { check: es, example: 'ESB58378431' },
  FI: { check: fi, example: 'FI20774740' },
  FR: { check: fr, example: 'FR40303265045' },
  GB: { check: gb, example: 'GB980780684' },
  GR: { check: gr, example: 'EL094259216' },
  HR: { check: hr, example: 'HR33392005961' },
  HU: { check: hu, example: 'HU12892312' },
  IE: { check: ie, example: 'IE6433435F' },
  IS: { check: is, example: '00621' },
  IT: { check: it, example: 'IT00743110157' },
  LT: { check: lt, example: 'LT119511515' },
  LU: { check: lu, example: 'LU15027442' },
  LV: { check: lv, example: 'LV40003521600' },
  MT: { check: mt, example: 'MT11679112' },
  NL: { check: nl, example: 'NL004495445B01' },
  NO: { check: no, example: 'NO 923 609 016 MVA' },
  NZ: { check: nz, example: '49-091-850' },
  PL: { check: pl, example: 'PL8567346215' },
  PT: { check: pt, example: 'PT501964843' },
  RO: { check: ro, example: 'RO18547290' },
  SE: { check: se, example: 'SE556188840401' },
  SI: { check: si, example: 'SI50223054' },
  SK: { check: sk, example: 'SK2022749619' },
  ZA: { check: za, example: '4999999999' },
};

// Where no rule is known: letters and digits with the usual separators, at least one digit.
const anyVatNumber = /^(?=.*\p{N})[\p{L}\p{N}][\p{L}\p{N} .-]{1,30}$/u;

/** The prefix a normalised number starts with: the ISO code, except Greece's EL (the EU's own code for it). */
export const vatPrefix = (country: string): string => (country === 'GR' ? 'EL' : country);

const withoutPrefix = (country: string, text: string): string => {
  for (const prefix of new Set([vatPrefix(country), country]))
    if (text.startsWith(prefix)) return text.slice(prefix.length);
  return text;
};

function compactIfValid(check: Check, candidate: string): string | undefined {
  try {
    const result = check.validate(candidate);
    return result.isValid ? result.compact : undefined;
  } catch {
    // A library failure on odd input is a refusal, never a server error.
    return undefined;
  }
}

/**
 * The VAT number in its stored form (upper case, no spaces or punctuation, starting with the
 * country's prefix: "NO 923 609 016 MVA" → "NO923609016MVA"), or undefined when it is not a VAT
 * number of that country. Typed with or without the prefix; a Norwegian number also without "MVA".
 */
export function normaliseVatNumber(country: string, value: string): string | undefined {
  const text = value.trim().toUpperCase();
  if (text === '') return undefined;
  const prefix = vatPrefix(country);
  const rule = vatRules[country];
  if (!rule) {
    if (!anyVatNumber.test(text)) return undefined;
    const compact = withoutPrefix(country, text.replace(/[\s.-]/g, ''));
    return compact === '' ? undefined : prefix + compact;
  }
  const bare = withoutPrefix(country, text.replace(/\s/g, ''));
  // Norway's format ends in MVA and Switzerland's starts with CHE; either may be left off.
  const candidates = [
    text,
    bare,
    ...(country === 'NO' ? [`${bare}MVA`] : []),
    ...(country === 'CH' ? [`CHE${bare}`] : []),
  ];
  for (const candidate of candidates) {
    const compact = compactIfValid(rule.check, candidate);
    if (compact) return compact.startsWith(prefix) ? compact : prefix + compact;
  }
  return undefined;
}

/** A VAT number of the country as people write it, or undefined where no format is known. */
export function vatNumberExample(country: string): string | undefined {
  return vatRules[country]?.example;
}
