import type { useFetcher } from 'react-router';
import type { ApiKeyActionResult } from './api-key-actions.ts';

/** A fetcher of this page's forms: one issues secrets (create, rotate), one revokes. */
export type KeyFetcher = ReturnType<typeof useFetcher<ApiKeyActionResult>>;

/** Where to move the focus once a secret is put away or a key revoked: the key's row, else the list's title. */
export function focusKey(keyId?: string) {
  const target = (keyId && document.getElementById(`api-key-${keyId}`)) || document.getElementById('api-keys-title');
  target?.focus();
}
