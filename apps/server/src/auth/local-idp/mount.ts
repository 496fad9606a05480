import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { eq, sql } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { findUnsafeInput } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { idpAccounts } from '../../db/schema.ts';
import { decodesCleanly } from '../../http/percent-encoding.ts';
import { decoyHash, verifyPassword } from '../passwords.ts';
import { signInRateLimit } from '../rate-limits.ts';
import { idpMountPath } from './provider.ts';
import { errorPage, loginPage } from './pages.ts';
import { loginThrottle } from './throttle.ts';

/** What the login form posts: the form's whole contract. */
export const signInFormSchema = z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(200) });
// Every anonymous request may make the provider write (an interaction per /auth): bounded per client.
const providerRateLimit = { max: 120, timeWindow: '1 minute' };

const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html').send(html);
const expired = (reply: FastifyReply) =>
  page(reply, 400, errorPage('This sign-in has expired', 'It took too long or was started in another browser. Go back to the partner portal and sign in again.'));

/** The provider sees the scheme, host and client address Fastify resolved, never a client's own claims. */
function forwardAsResolved(request: FastifyRequest): void {
  const headers = request.raw.headers;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-for'] = request.ip;
}

/** The provider's view of this interaction, or null when the browser's interaction cookie does not match. */
async function interaction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) return null;
    throw error;
  }
}

/** Serves the built-in identity provider under /oidc on the portal's own server. */
export async function mountLocalProvider(app: FastifyInstance, provider: Provider, db: Db, isInternal: (request: FastifyRequest) => boolean): Promise<void> {
  const callback = provider.callback();
  const throttle = loginThrottle(db);
  void decoyHash();

  await app.register(async (idp) => {
    // oidc-provider reads request bodies itself: leave the stream untouched.
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    idp.all(`${idpMountPath}/*`, { config: { rateLimit: { ...providerRateLimit, allowList: isInternal } } }, (request, reply) => {
      // No identifier the provider looks up can hold NUL; refuse it here rather than deep inside.
      if (/%00/i.test(request.url) || request.url.includes('\u0000')) return page(reply, 400, errorPage('invalid_request', 'The request contains a character that is not allowed.'));
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      if (!isInternal(request)) forwardAsResolved(request);
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(idpMountPath.length) || '/';
      void callback(raw, reply.raw);
    });
  });

  await app.register(async (forms) => {
    // A form whose escapes decode to no text reads as an empty form, so it is refused like one
    // instead of its raw text being tried (and counted) as an e-mail address or password.
    await forms.register(formbody, { bodyLimit: 4096, parser: (text) => (decodesCleanly(text) ? parseForm(text) : {}) });
    forms.addHook('onRequest', async (request) => forwardAsResolved(request));

    forms.get<{ Params: { uid: string } }>(`${idpMountPath}/interaction/:uid`, { config: { rateLimit: providerRateLimit } }, async (request, reply) => {
      const details = await interaction(provider, request, reply);
      return details ? page(reply, 200, loginPage(details.uid)) : expired(reply);
    });

    forms.post<{ Params: { uid: string } }>(`${idpMountPath}/interaction/:uid/login`, { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
      const details = await interaction(provider, request, reply);
      if (!details) return expired(reply);
      const parsed = signInFormSchema.safeParse(request.body);
      if (findUnsafeInput(request.body, 'body') || !parsed.success) {
        return page(reply, 400, loginPage(details.uid, { error: 'Enter your email address and password' }));
      }
      const { email, password } = parsed.data;
      const wait = await throttle.lockedFor(email);
      if (wait > 0) {
        return page(reply, 429, loginPage(details.uid, { email, error: `Too many failed attempts for this address. Try again in ${wait} minute${wait === 1 ? '' : 's'}.` }));
      }
      const [account] = await db.select().from(idpAccounts).where(eq(sql`lower(${idpAccounts.email})`, email.toLowerCase())).limit(1);
      const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
      if (!account || !valid) {
        await throttle.failed(email);
        return page(reply, 401, loginPage(details.uid, { email, error: 'Wrong email or password' }));
      }
      await throttle.succeeded(email);
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    });
  });
}
