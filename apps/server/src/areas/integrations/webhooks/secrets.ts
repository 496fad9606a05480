import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { sharedSecret } from '../../../db/app-secrets.ts';
import { jsonSealer } from '../../../auth/sealed-json.ts';

/** A signing secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

// Sealed for as long as an endpoint may live; the seal's own expiry plays no part here.
const centuries = 100 * 365 * 24 * 3600;

export type SecretSealer = { seal(secret: string): string; open(sealed: string): string };

/** Seals endpoint secrets with a key kept in the database, the same for every process. */
export async function webhookSecretSealer(db: Db): Promise<SecretSealer> {
  const key = Buffer.from(
    await sharedSecret(db, 'webhook-secret-key', () => randomBytes(32).toString('base64')),
    'base64',
  );
  const sealer = jsonSealer<{ secret: string }>(key, centuries);
  return {
    seal: (secret) => sealer.seal({ secret }),
    open(sealed) {
      const opened = sealer.open(sealed);
      if (!opened) throw new Error('a webhook secret could not be opened');
      return opened.secret;
    },
  };
}
