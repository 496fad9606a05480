import i18n from 'i18next';
import { data, redirectDocument } from 'react-router';
import {
  chatAuthorization,
  chatProviderSchema,
  connectionProviderSchema,
  crmAuthorization,
  dateLocaleFor,
  orgAuthorization,
  organizationConnections,
  removeConnection,
  removableConnectionProviders,
  startOrganizationSync,
  stopOrganizationSync,
  toLanguageCode,
  type ConnectionProvider,
} from '@portal/contracts';
import { ApiError, TimeoutError } from '../../../api/api-error.ts';
import { call } from '../../../api/client.ts';

/** How a connection attempt ended, as the server's callback says in the URL (?connection=…&result=…). */
export const callbackResults = ['connected', 'denied', 'failed', 'timeout', 'refused'] as const;
export type CallbackResult = (typeof callbackResults)[number];

export function callbackOutcome(url: URL): { provider: ConnectionProvider | null; result: CallbackResult } | null {
  const result = url.searchParams.get('result');
  if (!callbackResults.includes(result as CallbackResult)) return null;
  const provider = connectionProviderSchema.safeParse(url.searchParams.get('connection'));
  return { provider: provider.success ? provider.data : null, result: result as CallbackResult };
}

/** The connections section's data: the overview, or that it could not be loaded (the rest of the page still shows). */
export async function loadConnections(cybrOrgId: string, request: Request) {
  const outcome = callbackOutcome(new URL(request.url));
  try {
    const [overview, locale] = await Promise.all([
      call(organizationConnections, { params: { cybrOrgId }, signal: request.signal }),
      dateLocaleFor(i18n.language),
    ]);
    return { loaded: true as const, ...overview, outcome, dates: { language: i18n.language, locale } };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { loaded: false as const, outcome };
  }
}

export type ConnectionsData = Awaited<ReturnType<typeof loadConnections>>;

export type ConnectionsProblem = 'notConfigured' | 'notFound' | 'conflict' | 'forbidden' | 'timeout' | 'failed';

export type ConnectionsActionResult = { intent: string; provider: string | null } & (
  { done: true } | { problem: ConnectionsProblem; message?: string }
);

function problemOf(error: unknown): { problem: ConnectionsProblem; status: number; message?: string } {
  if (error instanceof TimeoutError) return { problem: 'timeout', status: 504 };
  if (!(error instanceof ApiError)) throw error;
  const message = error.body?.message;
  if (error.body?.code === 'PROVIDER_NOT_CONFIGURED') return { problem: 'notConfigured', status: 400, message };
  if (error.status === 404) return { problem: 'notFound', status: 404, message };
  if (error.status === 409) return { problem: 'conflict', status: 409, message };
  if (error.status === 403) return { problem: 'forbidden', status: 403, message };
  return { problem: 'failed', status: error.status >= 400 && error.status < 600 ? error.status : 502, message };
}

/** The provider's consent page: chat, CRM, or the directory (org-authorization, renewing the consent). */
async function consentLink(provider: ConnectionProvider): Promise<string> {
  if (provider === 'microsoft') {
    return (
      await call(orgAuthorization, {
        query: { 'auth-provider': 'microsoft', reconnect: true, lang: toLanguageCode(i18n.language) },
      })
    ).link;
  }
  if (chatProviderSchema.safeParse(provider).success)
    return (await call(chatAuthorization, { query: { 'chat-provider': provider as 'slack' | 'teams' } })).link;
  return (await call(crmAuthorization, { query: { 'crm-provider': provider as 'gong' | 'hubspot' } })).link;
}

async function run(intent: string, provider: string | null, cybrOrgId: string) {
  switch (intent) {
    case 'connections.connect': {
      const parsed = connectionProviderSchema.safeParse(provider);
      if (!parsed.success) throw new Response('Unknown provider', { status: 400 });
      // The provider's page is another site: the whole document goes there and comes back to the callback.
      return redirectDocument(await consentLink(parsed.data));
    }
    case 'connections.disconnect': {
      if (!(removableConnectionProviders as readonly string[]).includes(provider ?? ''))
        throw new Response('Unknown provider', { status: 400 });
      await call(removeConnection, {
        params: { cybrOrgId, provider: provider as (typeof removableConnectionProviders)[number] },
      });
      return null;
    }
    case 'connections.sync-start':
      await call(startOrganizationSync, { params: { cybrOrgId } });
      return null;
    case 'connections.sync-stop':
      await call(stopOrganizationSync, { params: { cybrOrgId } });
      return null;
    default:
      throw new Response('Unknown form', { status: 400 });
  }
}

/** The connections section's forms (intent `connections.<verb>`). */
export async function connectionsAction(intent: string, form: FormData, cybrOrgId: string) {
  const provider = typeof form.get('provider') === 'string' ? String(form.get('provider')) : null;
  try {
    return (
      (await run(intent, provider, cybrOrgId)) ?? ({ intent, provider, done: true } satisfies ConnectionsActionResult)
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const { status, ...refusal } = problemOf(error);
    return data<ConnectionsActionResult>({ intent, provider, ...refusal }, { status });
  }
}
