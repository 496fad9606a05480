/**
 * The browser's storage, treated as optional. Privacy settings and embedded browsers block it:
 * then merely reading `localStorage` throws a SecurityError, and a full or blocked store throws
 * on setItem (QuotaExceededError). Nothing the portal keeps there is needed to work, so every
 * read, write and removal here answers instead of throwing: a blocked store reads as empty.
 */
export interface OptionalStorage {
  get(key: string): string | null;
  /** Whether the value was kept. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export function optionalStorage(area: () => Storage | undefined): OptionalStorage {
  return {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const storage = area();
        storage?.setItem(key, value);
        return storage !== undefined;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Blocked: there is nothing stored to remove.
      }
    },
  };
}

// Looked up on each use, not once: the global itself is what throws when storage is blocked.
export const localStore = optionalStorage(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
