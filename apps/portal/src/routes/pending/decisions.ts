import { maxBulkCustomers, updateOrganization } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { ApiError, TimeoutError } from '../../api/api-error.ts';
import { reportError } from '../../monitoring/report-error.ts';

// §4: approving sets APPROVED, declining DISABLED; an update may set nothing else.
export const decisionStatus = { approve: 'APPROVED', decline: 'DISABLED' } as const;
export type Decision = keyof typeof decisionStatus;

export interface DecisionRequest {
  decision: Decision;
  customers: { id: string; name: string }[];
}

/** Why one customer's decision did not go through, as the person is told. */
export type DecisionProblem = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'failed';

export interface DecisionResult {
  id: string;
  name: string;
  problem: DecisionProblem | null;
}

/**
 * The posted form as a decision: `intent` approve or decline, and one `customer` entry per
 * customer as "id\tname" (the name only travels to say who was approved; the server decides by id).
 */
export function parseDecision(form: FormData): DecisionRequest | null {
  const intent = form.get('intent');
  if (intent !== 'approve' && intent !== 'decline') return null;
  const seen = new Set<string>();
  const customers: DecisionRequest['customers'] = [];
  for (const entry of form.getAll('customer')) {
    if (typeof entry !== 'string') continue;
    const tab = entry.indexOf('\t');
    const id = (tab < 0 ? entry : entry.slice(0, tab)).trim();
    if (!id || seen.has(id)) continue;
    seen.add(id);
    customers.push({ id, name: tab < 0 ? id : entry.slice(tab + 1) });
  }
  if (customers.length === 0 || customers.length > maxBulkCustomers) return null;
  return { decision: intent, customers };
}

export function problemFor(error: unknown): DecisionProblem {
  if (error instanceof ApiError) {
    if (error.status === 400) return 'invalid';
    // A customer the partner sees but may not decide about (not its own partner's decision).
    if (error.status === 403) return 'forbidden';
    // Another partner's customer and a missing one answer alike.
    if (error.status === 404) return 'not-found';
    if (error.status === 409) return 'conflict';
  }
  if (!(error instanceof ApiError || error instanceof TimeoutError)) reportError(error, 'pending');
  return 'failed';
}

/** One request per customer, one after another, so each gets its own answer in the report. */
export async function applyDecision(request: DecisionRequest): Promise<DecisionResult[]> {
  const status = decisionStatus[request.decision];
  const results: DecisionResult[] = [];
  for (const customer of request.customers) {
    try {
      await call(updateOrganization, { params: { cybrOrgId: customer.id }, body: { status } });
      results.push({ ...customer, problem: null });
    } catch (error) {
      results.push({ ...customer, problem: problemFor(error) });
    }
  }
  return results;
}
