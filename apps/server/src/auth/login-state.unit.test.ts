import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginStateSealer } from './login-state.ts';

const key = randomBytes(32);
const state = {
  state: 's',
  nonce: 'n',
  codeVerifier: 'v',
  popup: false,
  origin: 'http://localhost:3000',
  language: 'de',
};

describe('sign-in state cookie', () => {
  it('opens what it sealed', () => {
    const sealer = loginStateSealer(key, 600);
    expect(sealer.open(sealer.seal(state))).toEqual(state);
  });

  it('refuses a cookie sealed with another key, tampered with, or past its lifetime', () => {
    const sealer = loginStateSealer(key, 600);
    const sealed = sealer.seal(state);
    expect(loginStateSealer(randomBytes(32), 600).open(sealed)).toBeNull();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1]! ^= 1;
    expect(sealer.open(tampered.toString('base64url'))).toBeNull();
    expect(sealer.open(sealed, Date.now() + 601_000)).toBeNull();
  });

  it('refuses garbage without throwing', () => {
    const sealer = loginStateSealer(key, 600);
    for (const junk of [undefined, '', '\u0000', 'a'.repeat(5000), 'not base64 at all!!'])
      expect(sealer.open(junk)).toBeNull();
  });
});
