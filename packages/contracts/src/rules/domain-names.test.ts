import { describe, expect, it } from 'vitest';
import { domainNameSchema, isDomainName } from './domain-names.ts';

describe('domain names of partners', () => {
  it.each([
    'example.com',
    'mail.nordicshield.no',
    'a-b.co.uk',
    'xn--bcher-kva.example',
    'example.xn--p1ai',
    '1password.com',
  ])('takes %s', (domain) => {
    expect(isDomainName(domain)).toBe(true);
  });

  it.each([
    ['one label', 'localhost'],
    ['an IP address', '192.168.1.1'],
    ['a numeric TLD', 'example.123'],
    ['a one-letter TLD', 'example.c'],
    ['an empty label', 'a..com'],
    ['a trailing dot', 'example.com.'],
    ['a leading hyphen', '-example.com'],
    ['a trailing hyphen', 'example-.com'],
    ['an underscore', 'ex_ample.com'],
    ['a Unicode (not punycode) name', 'bücher.de'],
    ['an e-mail address', 'someone@example.com'],
    ['a URL', 'https://example.com'],
    ['a 64-character label', `${'a'.repeat(64)}.com`],
    ['over 253 characters', `${Array.from({ length: 64 }, () => 'abc').join('.')}.com`],
  ])('refuses %s', (_what, domain) => {
    expect(isDomainName(domain)).toBe(false);
  });

  it('reads a typed domain trimmed and in lower case, and refuses others with the §5 default message', () => {
    expect(domainNameSchema.parse('  Example.COM ')).toBe('example.com');
    const refused = domainNameSchema.safeParse('not a domain');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Invalid input');
  });
});
