import { data, type ActionFunctionArgs } from 'react-router';
import {
  addOrganizationAdmin,
  deliveryMethodSchema,
  organizationUpdateSchema,
  removeOrganizationAdmin,
  setDeliveryPreference,
  updateOrganization,
} from '@portal/contracts';
import { call } from '../../../api/client.ts';
import { forgetSession } from '../../../session/current-user.ts';
import { requirePartner } from '../../../session/require-partner.ts';
import { parseForm, type FormText } from '../../../lib/parse-form.ts';
import { refusalOf, type Refusal } from './refusals.ts';

export type AccountIntent = 'details' | 'addAdmin' | 'removeAdmin' | 'delivery';
export type AccountActionResult = { intent: AccountIntent } & ({ done: true; name?: string } | Refusal);

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

// Only the fields this form edits: the update schema also takes a status and a domain pool.
const organizationDetails = (text: FormText) => ({
  organizationName: text('organizationName'),
  country: text('country'),
  defaultLanguageCode: text('defaultLanguageCode'),
});

/** Sends one change; a refusal the form can show comes back with its status, anything else is thrown. */
async function attempt(intent: AccountIntent, send: () => Promise<unknown>, name?: string) {
  try {
    await send();
    return { intent, done: true as const, ...(name ? { name } : {}) } satisfies AccountActionResult;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<AccountActionResult>({ intent, ...refusal }, { status: 'errors' in refusal ? 400 : refusal.status });
  }
}

/** /settings/account action: the organisation's details, its admins, and the person's delivery method (by the form's intent). */
export async function accountAction({ request }: ActionFunctionArgs) {
  const { user, org } = await requirePartner();
  const params = { cybrOrgId: org.cybrOrgId };
  const form = await request.formData();
  const intent = text(form, 'intent');
  switch (intent) {
    case 'details': {
      // The contract's own rules first (§5 messages), so a mistake is shown without a round trip.
      const parsed = parseForm(organizationUpdateSchema, form, { input: organizationDetails });
      if ('errors' in parsed)
        return data<AccountActionResult>({ intent: 'details', errors: parsed.errors }, { status: 400 });
      const result = await attempt('details', () => call(updateOrganization, { params, body: parsed.value }));
      // The header shows the organisation's name from the session: read it afresh.
      forgetSession();
      return result;
    }
    case 'addAdmin': {
      const email = text(form, 'email');
      return attempt('addAdmin', () => call(addOrganizationAdmin, { params, body: { email } }), email.trim());
    }
    case 'removeAdmin':
      return attempt(
        'removeAdmin',
        () => call(removeOrganizationAdmin, { params: { ...params, cybrId: text(form, 'cybrId') } }),
        text(form, 'name'),
      );
    case 'delivery': {
      const method = deliveryMethodSchema.safeParse(form.get('preferredDeliveryMethod'));
      if (!method.success)
        return data<AccountActionResult>(
          { intent: 'delivery', errors: { preferredDeliveryMethod: 'Invalid input' } },
          { status: 400 },
        );
      return attempt('delivery', () =>
        call(setDeliveryPreference, {
          params: { cybrId: user.cybrId },
          body: { preferredDeliveryMethod: method.data },
        }),
      );
    }
    default:
      throw new Response('Unknown form', { status: 400 });
  }
}
