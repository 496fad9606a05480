import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/api-error.ts';
import type { FieldErrors } from '../../../lib/parse-form.ts';
import { validationMessage } from '../../../ui/validation-message.ts';

export type { FieldErrors };

/** What a refused account change tells the person: field messages, or one sentence for the form. */
export type Refusal = { errors: FieldErrors } | { refused: string; status: number };

/**
 * A refusal the account forms can show, or null for a failure they cannot explain (an outage or a
 * bug, left to the error boundary). 400 and 409 name their fields; 403 and 404 are one sentence.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || ![400, 403, 404, 409].includes(error.status)) return null;
  const fields = error.body?.fields ?? [];
  if (fields.length > 0) return { errors: Object.fromEntries(fields.map((f) => [f.field, f.message])) };
  return { refused: error.body?.message ?? error.message, status: error.status };
}

// The server's own sentences for the account rules (apps/server/src/areas/account/admins.ts), in the person's language.
const knownMessages: Record<string, string> = {
  'This address belongs to a user of another organisation': 'account.problems.otherOrganization',
  'This person is already an admin of your organisation': 'account.problems.alreadyAdmin',
  'Your organisation needs at least one admin: add another admin before removing this one':
    'account.problems.lastAdmin',
  'This address was registered at the same moment: try again': 'account.problems.addedMeanwhile',
};

/** A server or §5 message in the person's language where the portal knows it; otherwise as the server said it. */
export function refusalText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return knownMessages[message] ? t(knownMessages[message]) : validationMessage(t, message);
}
