import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccessCodeRefusal } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { licenses, organizations, partners } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../app-error.ts';
import { claimCode, findCode, normaliseCode, refusalOf, type AccessCodeRow } from './repo.ts';
import { queueWebhookEvents, recordAudit } from '../../tenancy/index.ts';

const productOf = { standard: 'SAT', 'insider-threat-detection': 'ITD' } as const;

export class Refused extends Error {
  constructor(readonly reason: AccessCodeRefusal) {
    super(reason);
  }
}

/** Why `cybrOrgId` may not redeem `code`, or null: the eligibility shown before redeeming. */
export async function eligibility(db: Db, cybrOrgId: string, code: string): Promise<AccessCodeRefusal | null> {
  const row = await findCode(db, code);
  const refusal = refusalOf(row);
  if (refusal) return refusal;
  const [org] = await db
    .select({ parent: organizations.partnerCybrOrgId, signUpAs: partners.signUpAs })
    .from(organizations)
    .innerJoin(partners, eq(partners.cybrOrgId, organizations.cybrOrgId))
    .where(eq(organizations.cybrOrgId, cybrOrgId));
  // A code makes a partner that is signing up as a reseller the issuer's reseller; nothing else.
  if (!org || org.parent !== null || org.signUpAs !== 'reseller' || row!.issuer === cybrOrgId) return 'not-allowed';
  return null;
}

/**
 * Redeems the code in one transaction: the code is claimed only if it still may be (so a replay,
 * a double click or a second tab is refused), the organisation becomes the issuer's reseller, and
 * it receives the code's licences as its cap for that product.
 */
export async function redeem(db: Db, actor: string, cybrOrgId: string, typed: string): Promise<AccessCodeRow> {
  const code = normaliseCode(typed);
  const refusal = await eligibility(db, cybrOrgId, code);
  if (refusal) throw new Refused(refusal);
  try {
    return await claimAndMove(db, actor, cybrOrgId, code);
  } catch (error) {
    // Customer names are unique within a partner's book, resellers included.
    if (isUniqueViolation(error, 'organizations_partner_name_unique_idx')) {
      throw new AppError(
        'CONFLICT',
        "The code's distributor already has a customer or reseller with your organisation's name; ask it to rename that one, then redeem the code again",
      );
    }
    throw error;
  }
}

async function claimAndMove(db: Db, actor: string, cybrOrgId: string, code: string): Promise<AccessCodeRow> {
  return db.transaction(async (tx) => {
    const [claimed] = await claimCode(tx as unknown as Db, code, cybrOrgId);
    if (!claimed) throw new Refused(refusalOf(await findCode(tx as unknown as Db, code)) ?? 'redeemed');
    const product = productOf[claimed.product as keyof typeof productOf] ?? 'SAT';
    const [moved] = await tx
      .update(organizations)
      .set({
        partnerCybrOrgId: claimed.issuer,
        distributorCybrOrgId: claimed.issuer,
        products: sql`(select array_agg(distinct p) from unnest(${organizations.products} || array[${product}]::text[]) as p)`,
      })
      .where(and(eq(organizations.cybrOrgId, cybrOrgId), isNull(organizations.partnerCybrOrgId)))
      .returning({ cybrOrgId: organizations.cybrOrgId });
    if (!moved) throw new Refused('not-allowed');
    await tx
      .insert(licenses)
      .values({ cybrOrgId, productType: claimed.product, issued: 0, active: true, licenseCap: claimed.licenses })
      .onConflictDoUpdate({
        target: [licenses.cybrOrgId, licenses.productType],
        set: { licenseCap: sql`coalesce(${licenses.licenseCap}, 0) + excluded.license_cap`, active: true },
      });
    await recordAudit(tx, {
      actorCybrId: actor,
      cybrOrgId,
      action: 'access-code.redeemed',
      target: code,
      before: { partnerCybrOrgId: null },
      after: { partnerCybrOrgId: claimed.issuer, product: claimed.product, licenses: claimed.licenses },
    });
    await queueWebhookEvents(tx, [
      {
        type: 'access-code.redeemed',
        objectId: code,
        audience: [claimed.issuer],
        data: { accessCode: code, cybrOrgId, product: claimed.product, licenses: claimed.licenses },
      },
    ]);
    return claimed;
  });
}
