import i18n from 'i18next';
import { apiKeys, dateLocaleFor } from '@portal/contracts';
import { call } from '../../../api/client.ts';

/**
 * The partner's keys that are not revoked, newest first, and the locale their dates are shown in.
 * Never a secret: the list has none, and a new one reaches the page only in its action's answer.
 */
export async function loadApiKeys(cybrOrgId: string, signal: AbortSignal) {
  const [list, locale] = await Promise.all([
    call(apiKeys, { params: { cybrOrgId }, signal }),
    dateLocaleFor(i18n.language),
  ]);
  return { keys: list.data, dates: { language: i18n.language, locale } };
}

export type ApiKeysData = Awaited<ReturnType<typeof loadApiKeys>>;
