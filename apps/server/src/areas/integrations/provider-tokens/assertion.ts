import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../../app-error.ts';

export interface MicrosoftSettings {
  clientId: string;
  loginUrl: string;
}

/** What a verified assertion says about its holder. */
export interface MicrosoftIdentity {
  tenantId: string;
  /** The sign-in name: preferred_username (v2.0 tokens), else email, else upn (v1.0 tokens). */
  username: string | null;
  objectId: string | null;
}

// Faults of the assertion itself: the holder is refused. Anything else (Microsoft's key endpoint
// unreachable or answering nonsense) is the provider's fault and not the holder's.
const refusedCodes = new Set([
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

export const assertionRefused = () => new AppError('UNAUTHENTICATED', 'The Microsoft assertion was not accepted');

// One remote key set per tenant, so jose's cache and cool-down apply per tenant. Only tenants
// linked to an organisation get here, so the map stays as small as that list.
const maxKeySets = 1000;

export function microsoftVerifier(settings: MicrosoftSettings) {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keySetFor = (tenantId: string) => {
    let keySet = keySets.get(tenantId);
    if (!keySet) {
      if (keySets.size >= maxKeySets) keySets.clear();
      keySet = createRemoteJWKSet(new URL(`${settings.loginUrl}/${tenantId}/discovery/v2.0/keys`), {
        timeoutDuration: 5000,
      });
      keySets.set(tenantId, keySet);
    }
    return keySet;
  };

  /** Verifies signature, issuer, audience, lifetime and tenant; refuses with 401 otherwise. */
  return async function verify(assertion: string, tenantId: string): Promise<MicrosoftIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(assertion, keySetFor(tenantId), {
        // v2.0 tokens name the login host; v1.0 tokens (Teams single sign-on by default) the STS.
        issuer: [`${settings.loginUrl}/${tenantId}/v2.0`, `https://sts.windows.net/${tenantId}/`],
        audience: settings.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'tid'],
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && refusedCodes.has(error.code)) throw assertionRefused();
      throw new AppError(
        'PROVIDER_UNAVAILABLE',
        'Microsoft could not be reached to check the assertion; please try again',
      );
    }
    if (payload.tid !== tenantId) throw assertionRefused();
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      tenantId,
      username: text(payload.preferred_username) ?? text(payload.email) ?? text(payload.upn),
      objectId: text(payload.oid),
    };
  };
}
