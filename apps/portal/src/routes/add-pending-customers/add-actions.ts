import {
  addPendingCustomer,
  importPendingCustomers,
  pendingCustomerRequestSchema,
  type CustomerImportReport,
} from '@portal/contracts';
import { call } from '../../api/client.ts';
import { ApiError, TimeoutError } from '../../api/api-error.ts';
import { fieldErrors, parseForm, type FieldErrors } from '../../lib/parse-form.ts';

/** `failed`: no usable answer (time-out, server error); whether anything was added is unknown. */
type Failure = { refused: string } | { failed: true };
export type AddResult = { added: { id: string; name: string } } | { errors: FieldErrors } | Failure;
export type ImportResult = { report: CustomerImportReport; confirmed: boolean } | { emptyFile: true } | Failure;
/** What the page's action answers, by the form's intent. */
export type AddOutcome =
  { kind: 'add'; result: AddResult } | { kind: 'import'; result: ImportResult } | { kind: 'none' };

/** A refusal the person is told about instead of the page failing; anything else is rethrown. */
function failure(error: unknown): Failure {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409 || error.status === 413)) {
    // A file refused as a whole names the field csv; its message says why.
    return { refused: error.body?.fields?.[0]?.message ?? error.body?.message ?? error.message };
  }
  if (error instanceof ApiError || error instanceof TimeoutError) return { failed: true };
  throw error;
}

/**
 * Adds one customer. The contract's own rules are checked first, so the §5 messages appear without a
 * round trip; the server checks again and its field problems land on the same fields.
 */
export async function addCustomer(cybrOrgId: string, form: FormData): Promise<AddResult> {
  const parsed = parseForm(pendingCustomerRequestSchema, form);
  if ('errors' in parsed) return parsed;
  try {
    const organization = await call(addPendingCustomer, { params: { cybrOrgId }, body: parsed.value });
    return { added: { id: organization.cybrOrgId, name: organization.organizationName } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.body?.fields?.length)
      return { errors: fieldErrors(error.body.fields) };
    return failure(error);
  }
}

/** Sends the file's text; with addValidRows the good rows of a file with refused rows are added. */
export async function importCustomers(cybrOrgId: string, form: FormData): Promise<ImportResult> {
  const csv = String(form.get('csv') ?? '');
  const addValidRows = form.get('addValidRows') === 'true';
  if (!csv.trim()) return { emptyFile: true };
  try {
    return {
      report: await call(importPendingCustomers, { params: { cybrOrgId }, body: { csv, addValidRows } }),
      confirmed: addValidRows,
    };
  } catch (error) {
    return failure(error);
  }
}
