import { format, parseISO, type Locale } from 'date-fns';
import { dateFormats } from '@portal/contracts';

// date-fns directly, not the contracts' formatDate, which would carry date-fns into the API chunk
// that every signed-in first load fetches.

/** A moment as words in the person's language, for a sentence. */
export function moment(iso: string, locale: Locale): string {
  return format(parseISO(iso), dateFormats.shortMonthNameWithTime, { locale });
}

/** A moment in the person's language, machine-readable too. */
export function DateTime({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso}>{moment(iso, locale)}</time>;
}
