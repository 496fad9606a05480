import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { autodiscoverySettings, partnerDomains } from '../../../db/schema.ts';
import { statement } from '../../../db/statement.ts';

export interface DomainAnswer {
  domain: string;
  accepted: boolean;
}

const answersStatement = statement<DomainAnswer>(
  'partner_domains_list',
  'select domain, accepted from partner_domains where cybr_org_id = $1 order by domain',
);

/**
 * Domains of the e-mail addresses of the partner's own people that it has not answered about and
 * that no other partner holds: what the portal asks it about (docs/decisions/0053-partner-domains-and-autodiscovery.md).
 */
const proposalsStatement = statement<{ domain: string }>(
  'partner_domains_proposals',
  `select distinct lower(split_part(u.email, '@', 2)) as domain
   from users u
   where u.cybr_org_id = $1
     and not exists (select 1 from partner_domains d where d.domain = lower(split_part(u.email, '@', 2))
                     and (d.cybr_org_id = $1 or d.accepted))
   order by domain`,
);

export const listAnswers = (database: Database, cybrOrgId: string) => database.query(answersStatement, [cybrOrgId]);
export const listProposals = async (database: Database, cybrOrgId: string) =>
  (await database.query(proposalsStatement, [cybrOrgId])).map((row) => row.domain);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The partner's answer about one domain, locked until the transaction ends. */
export async function lockAnswer(tx: Tx, cybrOrgId: string, domain: string): Promise<DomainAnswer | undefined> {
  const [row] = await tx
    .select({ domain: partnerDomains.domain, accepted: partnerDomains.accepted })
    .from(partnerDomains)
    .where(and(eq(partnerDomains.cybrOrgId, cybrOrgId), eq(partnerDomains.domain, domain)))
    .for('update');
  return row;
}

export async function heldByAnother(tx: Tx, cybrOrgId: string, domain: string): Promise<boolean> {
  const rows = await tx
    .select({ domain: partnerDomains.domain })
    .from(partnerDomains)
    .where(
      and(
        eq(partnerDomains.domain, domain),
        eq(partnerDomains.accepted, true),
        ne(partnerDomains.cybrOrgId, cybrOrgId),
      ),
    );
  return rows.length > 0;
}

export async function saveAnswer(tx: Tx, cybrOrgId: string, answer: DomainAnswer): Promise<void> {
  await tx
    .insert(partnerDomains)
    .values({ cybrOrgId, ...answer })
    .onConflictDoUpdate({
      target: [partnerDomains.cybrOrgId, partnerDomains.domain],
      set: { accepted: answer.accepted, updatedAt: sql`now()` },
    });
}

export async function deleteAnswer(tx: Tx, cybrOrgId: string, domain: string): Promise<void> {
  await tx
    .delete(partnerDomains)
    .where(and(eq(partnerDomains.cybrOrgId, cybrOrgId), eq(partnerDomains.domain, domain)));
}

/** Autodiscovery reads only confirmed domains: one that stops being confirmed leaves its list too. */
export async function dropFromAutodiscovery(tx: Tx, cybrOrgId: string, domain: string): Promise<void> {
  await tx
    .update(autodiscoverySettings)
    // With its last domain gone, autodiscovery has nothing to read: it is switched off.
    .set({
      domains: sql`array_remove(${autodiscoverySettings.domains}, ${domain})`,
      enabled: sql`${autodiscoverySettings.enabled} and cardinality(array_remove(${autodiscoverySettings.domains}, ${domain})) > 0`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(autodiscoverySettings.cybrOrgId, cybrOrgId), sql`${domain} = any(${autodiscoverySettings.domains})`));
}

export type { Tx };
