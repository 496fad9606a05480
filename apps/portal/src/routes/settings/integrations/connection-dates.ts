import { format, parseISO, type Locale } from 'date-fns';
import { dateFormats } from '@portal/contracts';

// date-fns is called here rather than through the contracts' formatDate, which would carry
// date-fns into the API chunk that every signed-in first load fetches.
export const formatWhen = (iso: string, locale: Locale) =>
  format(parseISO(iso), dateFormats.shortMonthNameWithTime, { locale });
