import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { findUnsafeInput } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { signInRateLimit } from '../rate-limits.ts';
import { createAccountPage, type AccountForm } from './account-pages.ts';
import { accountErrors, accountSchema, createAccount } from './accounts.ts';
import { expired, html, interaction, pageContext } from './interaction.ts';

// The organisation's connection: everything the portal needs to create it as a partner.
export const organizationScope = 'openid email profile organization';

export function registerAccountRoutes(forms: FastifyInstance, provider: Provider, db: Db): void {
  forms.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/create',
    { config: { rateLimit: signInRateLimit } },
    async (request, reply) => {
      const details = await interaction(provider, request, reply);
      const context = pageContext(request, details);
      return details ? html(reply, 200, createAccountPage(context, details.uid)) : expired(reply, context);
    },
  );

  forms.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/create',
    { config: { rateLimit: signInRateLimit } },
    async (request, reply) => {
      const details = await interaction(provider, request, reply);
      const context = pageContext(request, details);
      if (!details) return expired(reply, context);
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const form: AccountForm = Object.fromEntries(
        ['name', 'email', 'organizationName', 'country'].map((k) => [k, typeof body[k] === 'string' ? body[k] : '']),
      ) as AccountForm;
      const unsafe = findUnsafeInput(body, 'body');
      if (unsafe)
        return html(
          reply,
          400,
          createAccountPage(context, details.uid, form, {
            [unsafe.field in form ? unsafe.field : 'name']: context.t('create.fixErrors'),
          }),
        );
      const parsed = accountSchema(context.t).safeParse(body);
      if (!parsed.success)
        return html(reply, 400, createAccountPage(context, details.uid, form, accountErrors(parsed.error)));
      const created = await createAccount(db, parsed.data);
      if (!created)
        return html(
          reply,
          409,
          createAccountPage(context, details.uid, form, { email: context.t('create.emailTaken') }),
        );
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: created.sub } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  forms.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/consent',
    { config: { rateLimit: signInRateLimit } },
    async (request, reply) => {
      const details = await interaction(provider, request, reply);
      if (!details) return expired(reply, pageContext(request));
      const decision = (request.body as Record<string, unknown> | undefined)?.decision;
      reply.hijack();
      if (decision !== 'allow' || !details.session?.accountId) {
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The organisation was not connected' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      const grant =
        existing ??
        new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(organizationScope);
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    },
  );
}
