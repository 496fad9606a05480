// Monthly periods (§9: the billing interval is month). A period starts at UTC midnight and the next
// one starts on the same day of the following month, or on that month's last day when it is
// shorter (31 January → 28 February): no period is ever skipped or doubled.

const dayMs = 86_400_000;

export function utcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function addMonth(start: Date): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
}

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * dayMs);

/** §3 invoice: payment is due fourteen days after the invoice is issued. */
export const paymentTermDays = 14;
