import { data, type ActionFunctionArgs } from 'react-router';
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
import { attempt, type Refusal } from '../../../ui/form-refusal.ts';

// A 404 means the key is gone (revoked in another tab): the page reads its list again.
export { revalidateWhenGone as shouldRevalidate } from '../../../ui/form-refusal.ts';
import { createFormField, createKeyInput } from './create-key-input.ts';
import { createFields } from './key-refusals.ts';

export type ApiKeyIntent = 'create' | 'rotate' | 'revoke';

/**
 * What a key form did. `issued` carries the secret: it lives only in this answer, which the page's
 * fetcher holds until the person has copied it; the loader never sees it, nor does the URL.
 */
export type ApiKeyActionResult = { intent: ApiKeyIntent; name: string } & (
  { issued: ApiKeyWithSecret } | { revoked: true } | Refusal
);

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
      return attempt(
        { intent, name: name.trim() },
        async () => ({ issued: await call(createApiKey, { params: { cybrOrgId }, body: parsed.value }) }),
        createFields,
      );
    }
    case 'rotate':
      return attempt({ intent, name }, async () => ({
        issued: await call(rotateApiKey, { params: { cybrOrgId, keyId: text('keyId') } }),
      }));
    case 'revoke':
      return attempt({ intent, name }, async () => {
        await call(revokeApiKey, { params: { cybrOrgId, keyId: text('keyId') } });
        return { revoked: true as const };
      });
    default:
      throw new Response('Unknown form', { status: 400 });
  }
}
