import i18n from 'i18next';
import { dateLocaleFor, webhookEndpoints } from '@portal/contracts';
import { call } from '../../../api/client.ts';

/**
 * The partner's webhook endpoints, newest first, and the locale their dates are shown in. Never a
 * secret: the list has none, and a new one reaches the page only in its action's answer.
 */
export async function loadWebhookEndpoints(cybrOrgId: string, signal: AbortSignal) {
  const [list, locale] = await Promise.all([
    call(webhookEndpoints, { params: { cybrOrgId }, signal }),
    dateLocaleFor(i18n.language),
  ]);
  return { endpoints: list.data, dates: { language: i18n.language, locale } };
}
