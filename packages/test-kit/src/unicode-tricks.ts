import fc from 'fast-check';

// Valid text that is easy to mishandle: direction overrides, invisible and combining characters,
// emoji sequences, characters whose case mapping changes length, and text that looks like syntax.
const tricks = [
  '\u202E',
  '\u202D',
  '\u2066',
  '\u2069',
  '\u200B',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00A0',
  '\u2028',
  'e\u0301',
  '\u0336',
  'Z\u0351\u0352\u0353\u0354',
  '🏳️‍🌈',
  '👩🏽‍💻',
  '🇳🇴',
  '𝔘𝔫𝔦',
  'ﷺ',
  'İ',
  'ß',
  'ﬃ',
  'Ω',
  '\t',
  '\r\n',
  '%',
  '%25',
  '%00',
  '+',
  '&',
  '=',
  '#',
  '?',
  '../',
  '..%2F',
  '\\',
  "'",
  '"',
  '`',
  '<b>',
  '${x}',
  '{{x}}',
];

export const trickyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...tricks),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.array(fc.constantFrom(...tricks), { minLength: 2, maxLength: 5 }).map((parts) => parts.join('')),
);

/** What no field can hold: NUL (PostgreSQL text cannot), and unpaired surrogates (no UTF-8 form). */
export const unsafeCharacter: fc.Arbitrary<string> = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');

/** `base` with `piece` put in at a position chosen by the generator. */
export const insertedInto = (base: string, piece: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(piece, fc.nat({ max: base.length })).map(([p, at]) => base.slice(0, at) + p + base.slice(at));

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Percent-encodes text for a URL as a client that does not check its strings would: an unpaired
 * surrogate goes out as the three bytes it would have in UTF-8 if it had a form there (WTF-8),
 * which no server can decode.
 */
export function encodeUrlText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(loneSurrogate)) {
    const unit = match[0].charCodeAt(0);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    out +=
      encodeURIComponent(text.slice(last, match.index)) + bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    last = match.index + 1;
  }
  return out + encodeURIComponent(text.slice(last));
}

/** Escapes no URL decoder accepts: cut short, not hexadecimal, overlong or stray UTF-8 sequences. */
export const badEscape: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%4',
  '%G1',
  '%zz',
  '%C0%AF',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF',
  '%80',
  '%F4%90%80%80',
);
