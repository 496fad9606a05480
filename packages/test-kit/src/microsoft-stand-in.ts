import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface SignOptions {
  /** Signs with a key the stand-in never publishes (a forged assertion). */
  foreignKey?: boolean;
  alg?: 'RS256' | 'RS384';
  /** Seconds from now; negative for an expired assertion. */
  expiresIn?: number;
  /** Claims to leave out of the defaults. */
  omit?: string[];
}

/**
 * Microsoft identity as far as verifying its assertions goes: an HTTP server publishing a key set
 * per tenant at {base}/{tenantId}/discovery/v2.0/keys, and assertions signed with its key.
 */
export async function startMicrosoftStandIn(clientId: string) {
  const kid = 'stand-in-key';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const { privateKey: foreignKey } = await generateKeyPair('RS256');
  const rsa384 = await generateKeyPair('RS384', { extractable: true });
  const jwks = {
    keys: [
      { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(rsa384.publicKey)), kid: 'rs384', alg: 'RS384', use: 'sig' },
    ],
  };
  const keyRequests: string[] = [];
  let failing = false;

  const server: Server = createServer((request, response) => {
    const match = /^\/([^/]+)\/discovery\/v2\.0\/keys$/.exec(request.url ?? '');
    if (match) keyRequests.push(match[1]!);
    if (!match || failing) {
      response.writeHead(failing ? 503 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function sign(tenantId: string, claims: JWTPayload = {}, options: SignOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const defaults: JWTPayload = {
      iss: `${base}/${tenantId}/v2.0`,
      aud: clientId,
      tid: tenantId,
      iat: now,
      nbf: now,
      exp: now + (options.expiresIn ?? 3600),
      oid: 'object-id',
      ver: '2.0',
    };
    const payload: JWTPayload = { ...defaults, ...claims };
    for (const claim of options.omit ?? []) delete payload[claim];
    const alg = options.alg ?? 'RS256';
    const key: CryptoKey = options.foreignKey ? foreignKey : alg === 'RS384' ? rsa384.privateKey : privateKey;
    return new SignJWT(payload).setProtectedHeader({ alg, kid: alg === 'RS384' ? 'rs384' : kid, typ: 'JWT' }).sign(key);
  }

  return {
    base,
    sign,
    /** The tenants whose keys were asked for, in order. */
    keyRequests,
    /** Makes the key endpoint answer 503 (Microsoft unreachable). */
    setFailing(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
