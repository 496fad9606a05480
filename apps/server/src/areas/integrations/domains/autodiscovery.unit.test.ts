import { describe, expect, it } from 'vitest';
import { AppError } from '../../../app-error.ts';
import { nextSettings, nothingToRead, notConfirmed } from './autodiscovery.ts';

const off = { enabled: false, domains: [] };
const accepted = ['b.example', 'a.example'];
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, fields: error.fields } : error;
  }
  return 'not refused';
};

describe('autodiscovery rules', () => {
  it('turned on without naming domains reads every confirmed domain, in order', () => {
    expect(nextSettings(off, { enabled: true }, accepted)).toEqual({
      enabled: true,
      domains: ['a.example', 'b.example'],
    });
  });

  it('keeps the list it has when turned on again, and when turned off', () => {
    const on = { enabled: true, domains: ['b.example'] };
    expect(nextSettings(on, { enabled: false }, accepted)).toEqual({ enabled: false, domains: ['b.example'] });
    expect(nextSettings({ ...on, enabled: false }, { enabled: true }, accepted)).toEqual(on);
  });

  it('names the first domain that is not confirmed', () => {
    expect(refusal(() => nextSettings(off, { enabled: true, domains: ['a.example', 'c.example'] }, accepted))).toEqual({
      status: 400,
      fields: [{ field: 'domains.1', message: notConfirmed }],
    });
  });

  it('refuses on with nothing to read: no domain named, or none confirmed', () => {
    const expected = { status: 400, fields: [{ field: 'domains', message: nothingToRead }] };
    expect(refusal(() => nextSettings(off, { enabled: true, domains: [] }, accepted))).toEqual(expected);
    expect(refusal(() => nextSettings(off, { enabled: true }, []))).toEqual(expected);
  });

  it('reads a domain named twice once', () => {
    expect(nextSettings(off, { enabled: true, domains: ['a.example', 'a.example'] }, accepted).domains).toEqual([
      'a.example',
    ]);
  });

  it('may be off with no domains', () => {
    expect(nextSettings(off, { enabled: false, domains: [] }, [])).toEqual(off);
  });
});
