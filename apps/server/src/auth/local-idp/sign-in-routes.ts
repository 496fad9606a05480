import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { findUnsafeInput } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { idpAccounts } from '../../db/schema.ts';
import { decoyHash, verifyPassword } from '../passwords.ts';
import { signInRateLimit } from '../rate-limits.ts';
import { consentPage } from './account-pages.ts';
import { expired, html, interaction, pageContext } from './interaction.ts';
import { loginPage } from './pages.ts';
import { loginThrottle } from './throttle.ts';

/** What the login form posts: the form's whole contract. */
export const signInFormSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(200),
});
const pageRateLimit = { max: 120, timeWindow: '1 minute' };

export function registerSignInRoutes(forms: FastifyInstance, provider: Provider, db: Db): void {
  const throttle = loginThrottle(db);
  void decoyHash();

  // The provider sends the browser here for whatever it needs: a sign-in, or an organisation's consent.
  forms.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid',
    { config: { rateLimit: pageRateLimit } },
    async (request, reply) => {
      const details = await interaction(provider, request, reply);
      const context = pageContext(request, details);
      if (!details) return expired(reply, context);
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.sub, details.session.accountId));
        return html(
          reply,
          200,
          consentPage(
            context,
            details.uid,
            account?.organizationName ?? account?.email ?? '',
            account?.country ?? null,
          ),
        );
      }
      return html(reply, 200, loginPage(context, details.uid));
    },
  );

  forms.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/login',
    { config: { rateLimit: signInRateLimit } },
    async (request, reply) => {
      const details = await interaction(provider, request, reply);
      const context = pageContext(request, details);
      if (!details) return expired(reply, context);
      const { t } = context;
      const parsed = signInFormSchema.safeParse(request.body);
      if (findUnsafeInput(request.body, 'body') || !parsed.success)
        return html(reply, 400, loginPage(context, details.uid, { error: t('signIn.missing') }));
      const { email, password } = parsed.data;
      const wait = await throttle.lockedFor(email);
      if (wait > 0)
        return html(
          reply,
          429,
          loginPage(context, details.uid, { email, error: t('signIn.locked', { minutes: wait }) }),
        );
      const [account] = await db
        .select()
        .from(idpAccounts)
        .where(eq(sql`lower(${idpAccounts.email})`, email.toLowerCase()))
        .limit(1);
      // An unknown address is checked against a decoy, so the answer takes as long either way.
      const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
      if (!account || !valid) {
        await throttle.failed(email);
        return html(reply, 401, loginPage(context, details.uid, { email, error: t('signIn.wrong') }));
      }
      await throttle.succeeded(email);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
