import { billingInfoValidation, updatePartnerBilling, type BillingInfo } from '@portal/contracts';
import { call } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import { issueErrors, parseForm, type FieldErrors, type FormText } from './parse-form.ts';

export type SaveResult = { saved: true } | { errors: FieldErrors } | { conflict: true };

const optional = (text: FormText, name: string) => text(name).trim() || undefined;

/** The billing form as the contract's billing info (§5 rules, the same schema the server applies). */
function billingInfoInput(text: FormText): unknown {
  return {
    name: text('name'),
    email: text('email'),
    address: {
      line1: text('line1'),
      line2: optional(text, 'line2'),
      city: text('city'),
      postalCode: text('postalCode'),
      country: text('country'),
    },
    vatNumber: optional(text, 'vatNumber'),
  };
}

// Form fields are named for the address's parts; the contract nests them under `address`.
const fieldName = (path: string) => path.replace(/^address\./, '');

/**
 * What in the stored billing details fails today's rules (e.g. a postal code saved before postal
 * codes were checked), by form field: the form opens with those fields marked. Nothing stored yet is
 * no problem: the form starts from what the portal knows.
 */
export function storedBillingErrors(stored: BillingInfo | null): FieldErrors {
  if (!stored) return {};
  const parsed = billingInfoValidation.safeParse(stored);
  return parsed.success ? {} : issueErrors(parsed.error, fieldName);
}

/**
 * Saves a partner's billing details: checked here first with the contract's own rules (so the §5
 * messages appear without a round trip), then by the server, which refuses a stale edit (409).
 */
export async function saveBillingInfo(cybrOrgId: string, form: FormData): Promise<SaveResult> {
  const parsed = parseForm(billingInfoValidation, form, { input: billingInfoInput, fieldName });
  if ('errors' in parsed) return parsed;
  const version = Number(form.get('version')) || undefined;
  try {
    await call(updatePartnerBilling, {
      params: { cybrOrgId },
      body: { ...parsed.value, ...(version ? { version } : {}) },
    });
    return { saved: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { conflict: true };
    if (error instanceof ApiError && error.status === 400 && error.body?.fields) {
      return { errors: Object.fromEntries(error.body.fields.map((f) => [fieldName(f.field), f.message])) };
    }
    throw error;
  }
}
