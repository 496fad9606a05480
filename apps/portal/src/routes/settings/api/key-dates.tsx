import { format, parseISO, type Locale } from 'date-fns';
import { dateFormats } from '@portal/contracts';

// date-fns directly, not the contracts' formatDate, which would carry date-fns into the API chunk
// that every signed-in first load fetches.

/** A key's moment in the person's language, machine-readable too. */
export function KeyDate({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso}>{format(parseISO(iso), dateFormats.shortMonthNameWithTime, { locale })}</time>;
}
