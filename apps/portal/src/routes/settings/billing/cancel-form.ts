import { cancellationSchema, maxLength, type Cancellation } from '@portal/contracts';

export type CancelFormError = 'neither' | 'both' | 'badDate' | 'pastDate' | 'tooLong';

const reasonMaxLength = maxLength.shortText;

/**
 * The cancel dialog's fields as the PATCH body. §3: a cancellation carries a reason or a date,
 * exactly one (docs/decisions/0048-billing-screens.md); the date means the start of that day in UTC and may not be past.
 */
export function cancellationFrom(
  fields: { subscriptionId: string; cybrOrgId: string; reason: string; date: string },
  today: Date = new Date(),
): { body: Cancellation } | { error: CancelFormError } {
  const reason = fields.reason.trim();
  const date = fields.date.trim();
  if (!reason && !date) return { error: 'neither' };
  if (reason && date) return { error: 'both' };
  if (reason.length > reasonMaxLength) return { error: 'tooLong' };
  let cancellationTime: string | undefined;
  if (date) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00.000Z`) : null;
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return { error: 'badDate' };
    if (date < today.toISOString().slice(0, 10)) return { error: 'pastDate' };
    cancellationTime = day.toISOString();
  }
  const parsed = cancellationSchema.safeParse({
    subscriptionId: fields.subscriptionId,
    cybrOrgId: fields.cybrOrgId,
    resume: false,
    ...(reason ? { cancellationReason: reason } : { cancellationTime }),
  });
  // The ids come from the page itself; a shape the contract refuses would be this page's bug.
  if (!parsed.success) throw new Error(`Cancellation refused by the contract: ${parsed.error.message}`);
  return { body: parsed.data };
}
