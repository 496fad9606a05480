import type { FastifyInstance } from 'fastify';
import { providerTokens } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, invalidField } from '../../../app-error.ts';
import { tenantGuid } from '../../../auth/microsoft-tenant.ts';
import { signInRateLimit } from '../../../auth/rate-limits.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { assertionRefused, microsoftVerifier } from './assertion.ts';
import { findTenantMember, isLinkedTenant, issueSessionToken } from './repo.ts';

/**
 * Exchanges a Microsoft assertion (e.g. a Teams single sign-on token) for a short-lived platform
 * session token (docs/decisions/0052-microsoft-token-exchange.md: provider tokens). Anyone may call it: the assertion is the
 * credential. Sign-in's limit per client address applies.
 */
export function registerProviderTokenRoutes(
  app: FastifyInstance,
  { config, database, validateResponses }: AppContext,
): void {
  const microsoft = config.microsoft;
  const verify = microsoft ? microsoftVerifier(microsoft) : null;

  registerEndpoint(
    app,
    providerTokens,
    async ({ params }) => {
      if (!microsoft || !verify) {
        throw new AppError(
          'PROVIDER_NOT_CONFIGURED',
          'Microsoft sign-in is not set up on this server: an operator sets MICROSOFT_CLIENT_ID to enable it',
        );
      }
      if (!tenantGuid.test(params.tenantId)) throw invalidField('tenantId', 'Must be a Microsoft tenant id');
      const tenantId = params.tenantId.toLowerCase();
      if (!(await isLinkedTenant(database.db, tenantId))) throw assertionRefused();
      const identity = await verify(params.assertion, tenantId);
      const member = identity.username ? await findTenantMember(database.db, tenantId, identity.username) : null;
      if (!member)
        throw new AppError(
          'UNAUTHENTICATED',
          'This Microsoft account has no portal account in the organisation of its tenant',
        );
      const token = await issueSessionToken(database.db, member, microsoft.tokenTtlSeconds, identity);
      return { token, expiresIn: microsoft.tokenTtlSeconds };
    },
    { rateLimit: signInRateLimit, validateResponse: validateResponses },
  );
}
