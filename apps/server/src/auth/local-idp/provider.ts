import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { apiBasePath } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sharedSecret } from '../../db/app-secrets.ts';
import { idpAccounts } from '../../db/schema.ts';
import { postgresAdapter } from './adapter.ts';
import { autoSubmitScript, errorPage, signingOutPage } from './pages.ts';
import { allowInlineScript } from './inline-script.ts';
import type { PageContext } from './page-layout.ts';
import { localTenantId } from './tenant.ts';
import { pickLanguage } from '../../page-kit/languages.ts';
import { textsFor } from './texts.ts';

/** The language of a page the provider writes itself. */
function koaPageContext(ctx: KoaContextWithOIDC): PageContext {
  const language = pickLanguage(ctx.oidc?.params?.ui_locales ?? ctx.query.lang, ctx.get('accept-language'));
  return { language, t: textsFor(language), url: ctx.originalUrl ?? ctx.url };
}

export const idpMountPath = '/oidc';

/** The built-in provider's client secret: generated once and stored like its signing keys, unless configured. */
export async function localClientSecret(db: Db, config: Config): Promise<string> {
  return (
    config.oidc.clientSecret ??
    (await sharedSecret(db, 'local-idp-client-secret', () => randomBytes(32).toString('base64url')))
  );
}

export async function createLocalProvider(db: Db, config: Config, clientSecret: string): Promise<Provider> {
  const jwks = await sharedSecret(db, 'local-idp-jwks', () => ({
    keys: [
      {
        ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
        use: 'sig',
        alg: 'RS256',
        kid: randomBytes(8).toString('hex'),
      },
    ],
  }));
  const cookieKeys = await sharedSecret(db, 'local-idp-cookie-keys', () => [randomBytes(32).toString('base64url')]);

  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: clientSecret,
        redirect_uris: config.allowedOrigins.flatMap((origin) => [
          `${origin}${apiBasePath}/api/v1/login/callback`,
          `${origin}${apiBasePath}/api/v1/org-authorization/callback`,
        ]),
        post_logout_redirect_uris: config.allowedOrigins.map((origin) => `${origin}/partner/login`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Only the authorisation-code flow (with PKCE) is offered: no implicit or hybrid responses.
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: jwks as Configuration['jwks'],
    cookies: { keys: cookieKeys, long: { secure: config.secureCookies }, short: { secure: config.secureCookies } },
    // `organization` stands in for what a tenant admin's consent gives the platform: the organisation's
    // name and country, and its tenant (`tid`, as Entra ID puts it in every ID token).
    scopes: ['openid', 'email', 'profile', 'organization'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      organization: ['org_name', 'country', 'tid'],
    },
    // The portal reads the e-mail from the ID token, as it does from Entra ID's.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The portal's own sign-out (it sends a valid id_token_hint) needs no second question:
        // the confirmation form submits itself. Without a hint, the person confirms by hand.
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const automatic = Boolean(ctx.oidc.params?.id_token_hint);
          if (automatic) allowInlineScript(ctx, autoSubmitScript);
          ctx.type = 'html';
          ctx.body = signingOutPage(koaPageContext(ctx), form, automatic);
        },
      },
    },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      AccessToken: 3600,
      IdToken: 3600,
    },
    interactions: { url: (_ctx, interaction) => `${idpMountPath}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      if (sub.includes('\u0000')) return undefined;
      const rows = await db.select().from(idpAccounts).where(eq(idpAccounts.sub, sub)).limit(1);
      const account = rows[0];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          org_name: account.organizationName,
          country: account.country,
          tid: account.organizationName ? localTenantId(account.organizationName) : undefined,
        }),
      };
    },
    // The portal is this provider's only, first-party client: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      const context = koaPageContext(ctx);
      ctx.type = 'html';
      ctx.body = errorPage(
        context,
        `${context.t('error.title')}: ${String(out.error)}`,
        String(out.error_description ?? ''),
      );
    },
  };
  const provider = new Provider(config.oidc.issuer, configuration);
  // The provider reads scheme and host from X-Forwarded-*, which mount.ts always sets to what Fastify
  // resolved (believing a client's own headers only from TRUSTED_PROXIES).
  provider.proxy = true;
  return provider;
}
