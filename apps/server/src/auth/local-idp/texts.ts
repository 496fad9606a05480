import path from 'node:path';
import type { LanguageCode } from '@portal/contracts';
import { localeTexts } from '../../page-kit/locale-texts.ts';
import en from './locales/en.json' with { type: 'json' };

export type TextKey = keyof typeof en;

// The identity provider's pages in the portal's 12 languages (files beside this one, checked by texts.unit.test.ts).
const texts = localeTexts<TextKey>(path.join(import.meta.dirname, 'locales'), en);

/** The identity provider's texts in one language, as plain text (its pages escape what they print). */
export const textsFor = (language: LanguageCode) => texts.plain(language);

export type Translate = ReturnType<typeof textsFor>;

// provider.ts takes the language rule of every server-rendered page from here.
