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

/**
 * Saves a partner's billing details: checked here first with the contract's own rules (so the §5
 * messages appear without a round trip), then by the server, which refuses a stale edit (409).
 */
export async function saveBillingInfo(cybrOrgId: string, form: FormData): Promise<SaveResult> {
  const parsed = billingInfoValidation.safeParse(billingInfoFrom(form));
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[fieldName(issue.path.join('.'))] ??= issue.message;
    return { errors };
  }
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
