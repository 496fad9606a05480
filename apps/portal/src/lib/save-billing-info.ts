import { billingInfoValidation, updatePartnerBilling, type BillingInfo } from '@portal/contracts';
import { call } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';

export type FieldErrors = Partial<Record<string, string>>;
export type SaveResult = { saved: true } | { errors: FieldErrors } | { conflict: true };

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const optional = (form: FormData, name: string) => text(form, name).trim() || undefined;

/** The billing form as the contract's billing info (§5 rules, the same schema the server applies). */
export function billingInfoFrom(form: FormData): unknown {
  return {
    name: text(form, 'name'),
    email: text(form, 'email'),
    address: { line1: text(form, 'line1'), line2: optional(form, 'line2'), city: text(form, 'city'), postalCode: text(form, 'postalCode'), country: text(form, 'country') },
    vatNumber: optional(form, 'vatNumber'),
  };
}

// Form fields are named for the address's parts; the contract nests them under `address`.
const fieldName = (path: string) => path.replace(/^address\./, '');

function formErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldName(issue.path.map(String).join('.'))] ??= issue.message;
  return errors;
}

/**
 * What in the stored billing details fails today's rules (e.g. a postal code saved before postal
 * codes were checked), by form field: the form opens with those fields marked. Nothing stored yet is
 * no problem: the form starts from what the portal knows.
 */
export function storedBillingErrors(stored: BillingInfo | null): FieldErrors {
  if (!stored) return {};
  const parsed = billingInfoValidation.safeParse(stored);
  return parsed.success ? {} : formErrors(parsed.error.issues);
}

/**
 * Saves a partner's billing details: checked here first with the contract's own rules (so the §5
 * messages appear without a round trip), then by the server, which refuses a stale edit (409).
 */
export async function saveBillingInfo(cybrOrgId: string, form: FormData): Promise<SaveResult> {
  const parsed = billingInfoValidation.safeParse(billingInfoFrom(form));
  if (!parsed.success) return { errors: formErrors(parsed.error.issues) };
  const version = Number(form.get('version')) || undefined;
  try {
    await call(updatePartnerBilling, { params: { cybrOrgId }, body: { ...parsed.data, ...(version ? { version } : {}) } });
    return { saved: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { conflict: true };
    if (error instanceof ApiError && error.status === 400 && error.body?.fields) {
      return { errors: Object.fromEntries(error.body.fields.map((f) => [fieldName(f.field), f.message])) };
    }
    throw error;
  }
}

export type { BillingInfo };
