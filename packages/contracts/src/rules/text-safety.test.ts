import { describe, expect, it } from 'vitest';
import { findUnsafeInput, maxInputDepth } from './text-safety.ts';

describe('input no field can accept', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800'],
    ['a lone low surrogate', '\uDC00z'],
    ['surrogates in the wrong order', '\uDC00\uD800'],
  ])('refuses %s, naming the field', (_what, text) => {
    expect(findUnsafeInput({ billingInfo: { address: { city: text } } }, 'body')).toEqual({
      field: 'billingInfo.address.city',
      message: 'Invalid input',
    });
  });

  it('accepts ordinary text, emoji (paired surrogates) and other scripts', () => {
    expect(
      findUnsafeInput({ name: 'Ærlig Sikkerhet AS 🔒', city: 'Łódź', note: '東京', tab: 'a\tb' }, 'body'),
    ).toBeNull();
  });

  it('names array positions and the root when the value itself is bad', () => {
    expect(findUnsafeInput({ domains: ['ok.example', 'bad\u0000'] }, 'body')?.field).toBe('domains.1');
    expect(findUnsafeInput('x\u0000', 'search')?.field).toBe('search');
  });

  it('refuses a NUL in a key', () => {
    expect(findUnsafeInput({ 'a\u0000': 1 }, 'body')?.field).toBe('body');
  });

  it('names the part the input came in when the offending key is empty', () => {
    expect(findUnsafeInput({ '': 'x\u0000' }, 'query')?.field).toBe('query');
  });

  it('refuses input nested deeper than the API ever nests, and takes input nested exactly that deep', () => {
    /** `levels` objects or arrays, each inside the one before, around a string. */
    const nested = (levels: number, wrap: (inner: unknown) => unknown) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < levels; i++) value = wrap(value);
      return value;
    };
    expect(
      findUnsafeInput(
        nested(maxInputDepth, (x) => ({ x })),
        'body',
      ),
    ).toBeNull();
    expect(
      findUnsafeInput(
        nested(maxInputDepth, (x) => [x]),
        'body',
      ),
    ).toBeNull();
    expect(
      findUnsafeInput(
        nested(maxInputDepth + 1, (x) => ({ x })),
        'body',
      ),
    ).toEqual({
      field: Array(maxInputDepth).fill('x').join('.'),
      message: `Nested more than ${maxInputDepth} levels`,
    });
    expect(
      findUnsafeInput(
        nested(maxInputDepth + 1, (x) => [x]),
        'body',
      )?.message,
    ).toMatch(/^Nested more than/);
  });
});
