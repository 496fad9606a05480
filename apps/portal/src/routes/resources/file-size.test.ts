import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('fileSize', () => {
  it('writes kB below a megabyte and MB above, the way the language writes numbers', () => {
    expect(plain(fileSize(2_345, 'en'))).toBe('2 kB');
    expect(plain(fileSize(40, 'en'))).toBe('1 kB');
    expect(plain(fileSize(1_550_000, 'en'))).toBe('1.6 MB');
    expect(plain(fileSize(1_550_000, 'de'))).toBe('1,6 MB');
  });
});
