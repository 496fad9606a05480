import fc from 'fast-check';

// Who sends a generated request: one of the demo accounts or nobody, mostly from the portal's own
// pages (so the cross-site check lets the request through to validation), sometimes from elsewhere,
// each from its own address so the sign-in rate limit does not answer for the validation.

export interface Client {
  account: string;
  headers: Record<string, string>;
  remoteAddress: string;
}

const crossSite = fc.constantFrom<Record<string, string>>(
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { referer: 'https://evil.example/page' },
  { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  {},
);

const brokenCookie = fc.constantFrom(
  'portal_session=abc',
  `portal_session=${'A'.repeat(43)}`,
  'portal_session=;;',
  'portal_session=%00',
  'portal_session="\u00e9"',
);

/** `cookies`: the session cookie of each account, by account name. */
export function client(cookies: Record<string, string>, sameOrigins: readonly string[]): fc.Arbitrary<Client> {
  const accounts = [...Object.keys(cookies), 'anonymous'];
  return fc
    .record({
      account: fc.constantFrom(...accounts),
      broken: fc.option(brokenCookie, { freq: 12 }),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...sameOrigins).map((origin) => ({ origin })) },
        { weight: 1, arbitrary: crossSite },
      ),
      remoteAddress: fc.ipV4(),
    })
    .map(({ account, broken, origin, remoteAddress }) => {
      const cookie = broken ?? cookies[account];
      return {
        account: broken ? 'broken cookie' : account,
        headers: { ...origin, ...(cookie ? { cookie } : {}) },
        remoteAddress,
      };
    });
}
