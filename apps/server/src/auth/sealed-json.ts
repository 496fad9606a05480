import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A value sealed with AES-256-GCM: unreadable and tamper-evident without the key, and carrying
 * its own expiry. Sign-in state cookies, connection states and stored provider tokens use it.
 */
export function jsonSealer<T extends object>(key: Buffer, ttlSeconds: number) {
  if (key.length !== 32) throw new Error('sealing key must be 32 bytes');
  return {
    seal(value: T, now = Date.now()): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([
        cipher.update(JSON.stringify({ ...value, expiresAt: now + ttlSeconds * 1000 })),
        cipher.final(),
      ]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    /** The value, or null when it is missing, forged, tampered with or expired. */
    open(sealed: string | undefined, now = Date.now()): T | null {
      if (!sealed || sealed.length > 8192) return null;
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const opened = JSON.parse(
          Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
        ) as T & { expiresAt: number };
        if (opened.expiresAt < now) return null;
        const { expiresAt: _expiresAt, ...value } = opened;
        return value as unknown as T;
      } catch {
        return null;
      }
    },
  };
}
