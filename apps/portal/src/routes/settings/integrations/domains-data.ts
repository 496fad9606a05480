import { data } from 'react-router';
import {
  addPartnerDomain,
  deletePartnerDomain,
  domainAcceptanceRequestSchema,
  partnerDomains,
  type DomainAcceptance,
} from '@portal/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { call } from '../../../api/client.ts';

export type DomainProblem = 'invalid' | 'taken' | 'notFound' | 'failed';
/** What a domain form answers: which domain it was about, and what went wrong, if anything. */
export type DomainsResult = { intent: string; domain: string; done?: true; problem?: DomainProblem };

export interface DomainsData {
  /** Domains the partner has answered about, confirmed or declined. */
  answered: DomainAcceptance[];
  /** Domains the portal asks the partner about (§3 prompted). */
  questions: DomainAcceptance[];
}

/** The domains part of /settings/integrations. */
export async function loadDomains(cybrOrgId: string, request: Request): Promise<DomainsData> {
  const domains = await call(partnerDomains, { params: { cybrOrgId }, signal: request.signal });
  return { answered: domains.filter((d) => !d.prompted), questions: domains.filter((d) => d.prompted) };
}

function problemOf(error: unknown): DomainProblem {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 400) return 'invalid';
  if (error.status === 409) return 'taken';
  if (error.status === 404) return 'notFound';
  return 'failed';
}

const status: Record<DomainProblem, number> = { invalid: 400, taken: 409, notFound: 404, failed: 502 };

/**
 * domains.add (a typed domain, confirmed), domains.answer (yes or no to a question), domains.remove.
 * The contract's rule is checked first, so a mistyped domain is said without a round trip.
 */
export async function domainsAction(intent: string, form: FormData, cybrOrgId: string) {
  const typed = String(form.get('domain') ?? '');
  if (!['domains.add', 'domains.answer', 'domains.remove'].includes(intent))
    return data<DomainsResult>({ intent, domain: typed, problem: 'invalid' }, { status: 400 });
  try {
    if (intent === 'domains.remove') {
      await call(deletePartnerDomain, { params: { cybrOrgId, domain: typed } });
      return { intent, domain: typed, done: true } satisfies DomainsResult;
    }
    const parsed = domainAcceptanceRequestSchema.safeParse({
      domain: typed,
      accepted: intent === 'domains.add' || form.get('accepted') === 'true',
    });
    if (!parsed.success) return data<DomainsResult>({ intent, domain: typed, problem: 'invalid' }, { status: 400 });
    await call(addPartnerDomain, { params: { cybrOrgId }, body: parsed.data });
    return { intent, domain: parsed.data.domain, done: true } satisfies DomainsResult;
  } catch (error) {
    const problem = problemOf(error);
    return data<DomainsResult>({ intent, domain: typed, problem }, { status: status[problem] });
  }
}
