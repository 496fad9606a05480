import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, optionalStorage } from './optional-storage.ts';

const securityError = () => new DOMException('Access is denied for this document.', 'SecurityError');

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('optional storage', () => {
  it('reads, writes and removes where storage works', () => {
    const storage = memoryStorage();
    const kept = optionalStorage(() => storage);
    expect(kept.get('missing')).toBeNull();
    expect(kept.set('portal-language', 'de')).toBe(true);
    expect(kept.get('portal-language')).toBe('de');
    kept.remove('portal-language');
    expect(kept.get('portal-language')).toBeNull();
  });

  it('answers as empty and keeps nothing when touching storage throws (privacy settings, embedded browsers)', () => {
    const blocked = optionalStorage(() => {
      throw securityError();
    });
    expect(blocked.get('portal-language')).toBeNull();
    expect(blocked.set('portal-language', 'de')).toBe(false);
    expect(() => blocked.remove('portal-language')).not.toThrow();
  });

  it('says a value was not kept when setItem throws, and still reads what is there', () => {
    const storage = memoryStorage();
    storage.setItem('portal-language', 'fr');
    const full = optionalStorage(() => ({
      ...storage,
      getItem: (key: string) => storage.getItem(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {
        throw securityError();
      },
    }));
    expect(full.set('portal-language', 'de')).toBe(false);
    expect(full.get('portal-language')).toBe('fr');
    expect(() => full.remove('portal-language')).not.toThrow();
  });

  it("uses the page's localStorage, looked up on each use", () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw securityError();
      },
    });
    try {
      expect(localStore.get('portal-language')).toBeNull();
      expect(localStore.set('portal-language', 'de')).toBe(false);
    } finally {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
    vi.stubGlobal('localStorage', memoryStorage());
    expect(localStore.set('portal-language', 'de')).toBe(true);
    expect(localStore.get('portal-language')).toBe('de');
  });
});
