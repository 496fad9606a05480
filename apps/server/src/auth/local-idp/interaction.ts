import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { pickLanguage } from '../../page-kit/languages.ts';
import { errorPage } from './pages.ts';
import type { PageContext } from './page-layout.ts';
import { textsFor } from './texts.ts';

export type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

export const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html').send(body);

/** The provider's view of this interaction, or null when the browser's interaction cookie does not match. */
export async function interaction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Details | null> {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) return null;
    throw error;
  }
}

/** The page's language: ?lang or the form's lang, the portal's ui_locales, then the browser's. */
export function pageContext(request: FastifyRequest, details?: Details | null): PageContext {
  const chosen =
    (request.query as Record<string, unknown>)?.lang ??
    (request.body as Record<string, unknown> | undefined)?.lang ??
    details?.params.ui_locales;
  const language = pickLanguage(chosen, request.headers['accept-language']);
  return { language, t: textsFor(language), url: request.url };
}

export const expired = (reply: FastifyReply, context: PageContext) =>
  html(reply, 400, errorPage(context, context.t('expired.title'), context.t('expired.text')));
