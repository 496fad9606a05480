import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { toLanguageCode, type LanguageCode } from '@portal/contracts';
import type { Caller } from '../../../auth/sessions.ts';
import { escape } from '../../../page-kit/escape-html.ts';
import { pickLanguage } from '../../../page-kit/languages.ts';
import { localeTexts } from '../../../page-kit/locale-texts.ts';
import en from './platform-locales/en.json' with { type: 'json' };

export type PlatformTextKey = keyof typeof en;

// The /platform pages in the portal's 12 languages (files beside this one, checked by
// platform-texts.unit.test.ts, which also holds the shared wording to the portal's own).
const texts = localeTexts<PlatformTextKey>(path.join(import.meta.dirname, 'platform-locales'), en);

/** The person's language: a signed-in caller's own, otherwise the browser's. */
export function platformLanguage(caller: Pick<Caller, 'languageCode'> | null, request: FastifyRequest): LanguageCode {
  return caller ? toLanguageCode(caller.languageCode) : pickLanguage(undefined, request.headers['accept-language']);
}

/**
 * Texts ready for HTML: the translation and the values filled into its {{placeholders}} are
 * escaped, so a page puts the result in as it is.
 */
export const platformTexts = (language: LanguageCode) => texts.html(language);

export type PlatformTranslate = ReturnType<typeof platformTexts>;

const organizationStatuses = new Set(['APPROVED', 'TRIAL', 'PENDING', 'DISABLED', 'PARTNER']);

/** An organisation's status as the portal shows it; a value the portal does not know stays as it is. */
export function organizationStatus(t: PlatformTranslate, status: string): string {
  const known = status.toUpperCase();
  return organizationStatuses.has(known) ? t(`status.${known}` as PlatformTextKey) : escape(status);
}
