import { isDomainName, type DomainAcceptance } from '@portal/contracts';
import { AppError, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Database, Db } from '../../../db/client.ts';

import { isUniqueViolation } from '../../../db/unique-violation.ts';
import {
  deleteAnswer,
  dropFromAutodiscovery,
  heldByAnother,
  listAnswers,
  listProposals,
  lockAnswer,
  saveAnswer,
} from './repo.ts';
import { recordAudit } from '../../tenancy/index.ts';

// The same words whoever holds the domain: the answer never tells which partner has it.
export const domainTaken = 'This domain is already registered to another partner';
const taken = () => new AppError('CONFLICT', domainTaken, [{ field: 'domain', message: domainTaken }]);

/** The partner's answered domains, then the open questions (docs/decisions/0053-partner-domains-and-autodiscovery.md: prompted). */
export async function partnerDomains(database: Database, cybrOrgId: string): Promise<DomainAcceptance[]> {
  const [answers, proposals] = await Promise.all([
    listAnswers(database, cybrOrgId),
    listProposals(database, cybrOrgId),
  ]);
  return [
    ...answers.map((row) => ({ ...row, prompted: false, partner: cybrOrgId })),
    // An address whose domain is no host name (an old import, say) proposes nothing.
    ...proposals
      .filter(isDomainName)
      .map((domain) => ({ domain, accepted: false, prompted: true, partner: cybrOrgId })),
  ];
}

/**
 * Records the partner's answer: accepted, the domain is its own (and no one else's); declined, it
 * is not. Audited with the answer before and after; the same answer again writes nothing.
 */
export async function answerDomain(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  domain: string,
  accepted: boolean,
): Promise<DomainAcceptance> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockAnswer(tx, cybrOrgId, domain);
      if (current?.accepted === accepted) return;
      if (accepted && (await heldByAnother(tx, cybrOrgId, domain))) throw taken();
      await saveAnswer(tx, cybrOrgId, { domain, accepted });
      if (!accepted) await dropFromAutodiscovery(tx, cybrOrgId, domain);
      await recordAudit(tx, {
        actorCybrId: caller.cybrId,
        cybrOrgId,
        action: accepted ? 'domain.accepted' : 'domain.declined',
        target: domain,
        before: current ? { accepted: current.accepted } : null,
        after: { accepted },
      });
    });
  } catch (error) {
    // Two partners accepting the same domain at once: the unique index lets only one of them in.
    if (isUniqueViolation(error, 'partner_domains_accepted_domain_idx')) throw taken();
    throw error;
  }
  return { domain, accepted, prompted: false, partner: cybrOrgId };
}

/** Forgets the partner's answer; a domain it held is free again, and leaves autodiscovery. */
export async function removeDomain(db: Db, caller: Caller, cybrOrgId: string, domain: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockAnswer(tx, cybrOrgId, domain);
    if (!current) throw notFound('Domain not found');
    await deleteAnswer(tx, cybrOrgId, domain);
    await dropFromAutodiscovery(tx, cybrOrgId, domain);
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'domain.removed',
      target: domain,
      before: { accepted: current.accepted },
      after: null,
    });
  });
}
