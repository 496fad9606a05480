import type { TFunction } from 'i18next';
import { validationMessage } from '../../../ui/validation-message.ts';
import { expiryMessages } from './create-key-input.ts';

// The contract's, the server's and this form's own sentences (packages/contracts/src/entities/api-key.ts,
// apps/server/src/areas/account/api-keys/repo.ts, create-key-input.ts) in the person's language; the §5
// messages go through validationMessage.
const knownMessages: Record<string, string> = {
  'Choose at least one scope': 'apiKeys.problems.noScope',
  'Choose a time in the future': 'apiKeys.problems.expiryPast',
  [expiryMessages.invalid]: 'apiKeys.problems.expiryInvalid',
  [expiryMessages.past]: 'apiKeys.problems.expiryPast',
};

/** A field message in the person's language where the portal knows it; otherwise as the server said it. */
export function keyMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return knownMessages[message] ? t(knownMessages[message]) : validationMessage(t, message);
}
