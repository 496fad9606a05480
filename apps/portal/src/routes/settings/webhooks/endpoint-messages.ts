import type { TFunction } from 'i18next';
import { validationMessage } from '../../../ui/validation-message.ts';

// The contract's sentences (packages/contracts/src/entities/webhook.ts) in the person's language;
// the §5 messages go through validationMessage, and the server's own (an address it will not call)
// are shown as it said them.
const knownMessages: Record<string, string> = {
  'Choose at least one event': 'webhooks.problems.noEvent',
  'Enter the full address, e.g. https://example.com/webhooks': 'webhooks.problems.urlInvalid',
};

/** A field message in the person's language where the portal knows it; otherwise as the server said it. */
export function endpointMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return knownMessages[message] ? t(knownMessages[message]) : validationMessage(t, message);
}
