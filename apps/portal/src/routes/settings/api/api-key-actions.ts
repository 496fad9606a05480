import { data, type ActionFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  apiKeyCreateRequestSchema,
  createApiKey,
  revokeApiKey,
  rotateApiKey,
  type ApiKeyWithSecret,
} from '@portal/contracts';
import { call } from '../../../api/client.ts';
import { parseForm } from '../../../lib/parse-form.ts';
import { requirePartner } from '../../../session/require-partner.ts';
import { createFormField, createKeyInput } from './create-key-input.ts';
import { refusalOf, type Refusal } from './key-refusals.ts';

export type ApiKeyIntent = 'create' | 'rotate' | 'revoke';

/**
 * What a key form did. `issued` carries the secret: it lives only in this answer, which the page's
 * fetcher holds until the person has copied it; the loader never sees it, nor does the URL.
 */
export type ApiKeyActionResult = { intent: ApiKeyIntent; name: string } & (
  { issued: ApiKeyWithSecret } | { revoked: true } | Refusal
);

async function attempt(
  intent: ApiKeyIntent,
  name: string,
  send: () => Promise<{ issued: ApiKeyWithSecret } | { revoked: true }>,
) {
  try {
    return { intent, name, ...(await send()) } satisfies ApiKeyActionResult;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<ApiKeyActionResult>(
      { intent, name, ...refusal },
      { status: 'errors' in refusal ? 400 : refusal.status },
    );
  }
}

/** /settings/api action: create, rotate or revoke a key (by the form's intent). */
export async function apiKeysAction({ request }: ActionFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const form = await request.formData();
  const text = (field: string) => String(form.get(field) ?? '');
  const intent = text('intent');
  const name = text('name');
  switch (intent) {
    case 'create': {
      // The contract's rules first, so a mistake is shown at once; the server checks them again.
      const { input, expiryError } = createKeyInput(text);
      const parsed = parseForm(apiKeyCreateRequestSchema, form, { input: () => input, fieldName: createFormField });
      const errors = { ...('errors' in parsed ? parsed.errors : {}), ...(expiryError && { expiresOn: expiryError }) };
      if ('errors' in parsed || expiryError) return data<ApiKeyActionResult>({ intent, name, errors }, { status: 400 });
      return attempt(intent, name.trim(), async () => ({
        issued: await call(createApiKey, { params: { cybrOrgId }, body: parsed.value }),
      }));
    }
    case 'rotate':
      return attempt(intent, name, async () => ({
        issued: await call(rotateApiKey, { params: { cybrOrgId, keyId: text('keyId') } }),
      }));
    case 'revoke':
      return attempt(intent, name, async () => {
        await call(revokeApiKey, { params: { cybrOrgId, keyId: text('keyId') } });
        return { revoked: true as const };
      });
    default:
      throw new Response('Unknown form', { status: 400 });
  }
}

/**
 * A key that is gone (revoked in another tab) answers 404: the list is read again so that it no
 * longer offers that key. Other refusals change nothing, and React Router's default holds.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as Partial<Extract<ApiKeyActionResult, { problem: unknown }>> | undefined;
  return result?.problem === 'notFound' || defaultShouldRevalidate;
}
