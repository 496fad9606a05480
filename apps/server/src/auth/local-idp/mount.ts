import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { eq, sql } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idpAccounts } from '../../db/schema.ts';
import { verifyPassword } from '../passwords.ts';
import { signInRateLimit } from '../routes.ts';
import { idpMountPath } from './provider.ts';
import { loginPage } from './pages.ts';

const credentials = z.object({ email: z.string().trim().max(320), password: z.string().max(200) });

/** Serves the built-in identity provider under /oidc on the portal's own server. */
export async function mountLocalProvider(app: FastifyInstance, provider: Provider, db: Db): Promise<void> {
  const callback = provider.callback();

  await app.register(async (idp) => {
    // oidc-provider reads request bodies itself: leave the stream untouched.
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    idp.all(`${idpMountPath}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(idpMountPath.length) || '/';
      void callback(raw, reply.raw);
    });
  });

  await app.register(async (forms) => {
    await forms.register(formbody);

    forms.get<{ Params: { uid: string } }>(`${idpMountPath}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return reply.type('text/html').send(loginPage(details.uid));
    });

    forms.post<{ Params: { uid: string } }>(`${idpMountPath}/interaction/:uid/login`, { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const parsed = credentials.safeParse(request.body);
      const email = parsed.success ? parsed.data.email : '';
      const rows = parsed.success
        ? await db.select().from(idpAccounts).where(eq(sql`lower(${idpAccounts.email})`, email.toLowerCase())).limit(1)
        : [];
      const account = rows[0];
      if (!parsed.success || !account || !(await verifyPassword(parsed.data.password, account.passwordHash))) {
        return reply.code(401).type('text/html').send(loginPage(details.uid, { email, error: 'Wrong email or password' }));
      }
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    });
  });
}
