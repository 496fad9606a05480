import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConnectionsConfig, type ConnectionsConfig } from './config/oauth-providers.ts';
import { readMessagingConfig, type MessagingConfig } from './config/messaging.ts';
import { readSellerConfig } from './config/seller.ts';
import type { SellerDetails } from '@portal/contracts';

// Relative paths (data, the built portal) are taken from the repository root, wherever the server is started.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Null for the built-in provider without LOCAL_OIDC_CLIENT_SECRET: generated once and stored. */
  clientSecret: string | null;
  /** True when this server also hosts the built-in identity provider at /oidc. */
  local: boolean;
}

export interface SessionSettings {
  /** Absolute lifetime from sign-in. */
  ttlSeconds: number;
  /** Sliding idle timeout: a session unused this long is over. */
  idleSeconds: number;
  /** How long a process may reuse a lookup (0: never); invalidations end it sooner. */
  cacheSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** LISTEN_REUSE_PORT: a restarted process may listen on the port while the old one drains. */
  reusePort: boolean;
  publicUrl: string;
  /** Origins sign-in may start from and return to: the public URL and, on a laptop, its loopback aliases. */
  allowedOrigins: string[];
  /** A PostgreSQL server and the most connections each process's pool opens (DATABASE_POOL_SIZE), or embedded PGlite. */
  database: { url: string; poolSize: number } | { dataDir: string | null };
  oidc: OidcConfig;
  platformUrl: string | null;
  portalDist: string;
  /** The deployment's name (APP_ENV, else NODE_ENV): server errors are reported only in production and stage (§1). */
  environment: string;
  /** Where server errors are reported (SENTRY_DSN); null: nowhere. */
  sentryDsn: string | null;
  /** The bearer token /metrics answers to (METRICS_TOKEN); null: /metrics does not exist (docs/decisions/0065). */
  metricsToken: string | null;
  session: SessionSettings;
  secureCookies: boolean;
  /** Whether this process runs background jobs (JOBS_WORKER=on, the default) or only serves requests. */
  jobsWorker: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (addresses or CIDR ranges); none by default. */
  trustedProxies: string[];
  /** Slow clients: how long headers, and a whole request, may take to arrive. */
  timeouts: { headersMs: number; requestMs: number };
  /** How often an open event stream gets a heartbeat comment, so proxies keep it open and dead clients are found. */
  eventHeartbeatMs: number;
  /** API_KEY_REQUESTS_PER_MINUTE: what each API key may send in a minute before it is answered 429. */
  apiKeyRequestsPerMinute: number;
  /** WEBHOOKS_ALLOW_PRIVATE: webhooks may reach loopback and private addresses (development, tests). */
  webhooksAllowPrivate: boolean;
  /** Card payments through Stripe, on when STRIPE_SECRET_KEY is set; apiBase points the SDK elsewhere (tests). */
  stripe?: { secretKey: string; webhookSecret: string | null; apiBase: string | null };
  /** Chat and CRM connections: the OAuth clients this server has (SLACK_…, TEAMS_…, GONG_…, HUBSPOT_…). */
  connections: ConnectionsConfig;
  /** Test messages: SMTP (SMTP_URL, SMTP_FROM), an SMS gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN), Microsoft Graph (MS_GRAPH_URL). */
  messaging: MessagingConfig;
  /** The seller's details invoices name, as far as SELLER_… variables set them; staff set the rest (decision 0002). */
  seller: SellerDetails;
  /** Microsoft assertions exchanged for platform tokens, on when MICROSOFT_CLIENT_ID is set (docs/decisions/0052-microsoft-token-exchange.md). */
  microsoft?: { clientId: string; loginUrl: string; tokenTtlSeconds: number };
}

export const localClientId = 'partner-portal';

const seconds = (value: string | undefined, fallback: number, name: string) => {
  const n = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of seconds`);
  return n;
};

const requestsPerMinute = (value: string | undefined) => {
  const n = value === undefined || value === '' ? 600 : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new Error('API_KEY_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000');
  return n;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = repositoryRoot): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const externalIssuer = env.OIDC_ISSUER;
  if (externalIssuer && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
    throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    reusePort: onOff(env.LISTEN_REUSE_PORT, false, 'LISTEN_REUSE_PORT'),
    publicUrl,
    allowedOrigins: loopbackAliases(publicUrl),
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: poolSize(env.DATABASE_POOL_SIZE) }
      : { dataDir: path.resolve(root, env.DATA_DIR || 'data') },
    oidc: externalIssuer
      ? { issuer: externalIssuer, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET!, local: false }
      : {
          issuer: `${publicUrl}/oidc`,
          clientId: localClientId,
          clientSecret: env.LOCAL_OIDC_CLIENT_SECRET || null,
          local: true,
        },
    platformUrl: env.PLATFORM_URL ?? null,
    portalDist: path.resolve(root, env.PORTAL_DIST ?? 'apps/portal/dist'),
    environment: environmentName(env),
    sentryDsn: sentryDsn(env.SENTRY_DSN),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    session: {
      ttlSeconds: seconds(env.SESSION_TTL_SECONDS, 12 * 3600, 'SESSION_TTL_SECONDS'),
      idleSeconds: seconds(env.SESSION_IDLE_SECONDS, 2 * 3600, 'SESSION_IDLE_SECONDS'),
      cacheSeconds: seconds(env.SESSION_CACHE_SECONDS, 10, 'SESSION_CACHE_SECONDS'),
    },
    // Secure outside localhost: browsers treat http://localhost as a secure context anyway.
    secureCookies: publicUrl.startsWith('https://'),
    jobsWorker: onOff(env.JOBS_WORKER, true, 'JOBS_WORKER'),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    timeouts: {
      headersMs: seconds(env.HEADERS_TIMEOUT_SECONDS, 10, 'HEADERS_TIMEOUT_SECONDS') * 1000,
      requestMs: seconds(env.REQUEST_TIMEOUT_SECONDS, 30, 'REQUEST_TIMEOUT_SECONDS') * 1000,
    },
    connections: readConnectionsConfig(env),
    messaging: readMessagingConfig(env),
    seller: readSellerConfig(env),
    eventHeartbeatMs: Math.max(1, seconds(env.EVENT_HEARTBEAT_SECONDS, 25, 'EVENT_HEARTBEAT_SECONDS')) * 1000,
    apiKeyRequestsPerMinute: requestsPerMinute(env.API_KEY_REQUESTS_PER_MINUTE),
    webhooksAllowPrivate: onOff(env.WEBHOOKS_ALLOW_PRIVATE, false, 'WEBHOOKS_ALLOW_PRIVATE'),
    ...(env.MICROSOFT_CLIENT_ID
      ? {
          microsoft: {
            clientId: env.MICROSOFT_CLIENT_ID,
            loginUrl: (env.MICROSOFT_LOGIN_URL || 'https://login.microsoftonline.com').replace(/\/$/, ''),
            tokenTtlSeconds: Math.max(
              60,
              seconds(env.MICROSOFT_TOKEN_TTL_SECONDS, 3600, 'MICROSOFT_TOKEN_TTL_SECONDS'),
            ),
          },
        }
      : {}),
    ...(env.STRIPE_SECRET_KEY
      ? {
          stripe: {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
            apiBase: env.STRIPE_API_BASE || null,
          },
        }
      : {}),
  };
}

// Compared exactly with production and stage (§1): a name such as "Production" would silently turn reporting off.
function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name} must be on or off`);
}

function environmentName(env: NodeJS.ProcessEnv): string {
  const [name, value] = env.APP_ENV
    ? ['APP_ENV', env.APP_ENV]
    : env.NODE_ENV
      ? ['NODE_ENV', env.NODE_ENV]
      : ['APP_ENV', 'development'];
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(value))
    throw new Error(`${name} must be a lower-case name such as production, stage or development`);
  return value;
}

// Every process holds up to this many connections, plus one that LISTENs: the sum over processes must fit max_connections.
function poolSize(value: string | undefined): number {
  const n = value === undefined || value === '' ? 20 : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error('DATABASE_POOL_SIZE must be a whole number from 1 to 1000');
  return n;
}

// A guessable token would open the metrics to anyone; the message never repeats the value.
function metricsToken(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^[A-Za-z0-9._~+/=-]{16,}$/.test(value))
    throw new Error('METRICS_TOKEN must be at least 16 characters: letters, digits and - . _ ~ + / =');
  return value;
}

function sentryDsn(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  // The SDK needs a public key and a numeric project id; without them it would send nothing, silently.
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.username || !/^\/(?:.+\/)?\d+$/.test(url.pathname)) {
    throw new Error('SENTRY_DSN must be a DSN such as https://<public key>@<host>/<project id>');
  }
  return value;
}

// http://localhost:3000 and http://127.0.0.1:3000 are the same server to a person on that machine,
// but browsers keep separate cookies for them: sign-in must finish on the origin it started from.
function loopbackAliases(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (!loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((hostname) => `${url.protocol}//${hostname}${url.port ? `:${url.port}` : ''}`);
}
