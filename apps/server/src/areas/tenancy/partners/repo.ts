import { billingInfoValidation, type BillingInfo, type Partner } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { statement } from '../../../db/statement.ts';

interface PartnerRow {
  cybrOrgId: string;
  partnerCybrOrgId: string | null;
  distributorCybrOrgId: string | null;
  isPistachioPartner: boolean;
  acceptedTosDate: Date | null;
  tosVersion: string | null;
  currency: string | null;
  billingInfo: BillingInfo | null;
  hidePricing: boolean;
  signUpAs: string | null;
  version: number;
}

/** The partner record with where its organisation sits, so one lookup also answers who may read it. */
const findPartnerStatement = statement<PartnerRow>(
  'partner_find',
  `select o.cybr_org_id as "cybrOrgId", o.partner_cybr_org_id as "partnerCybrOrgId",
     o.distributor_cybr_org_id as "distributorCybrOrgId", o.is_pistachio_partner as "isPistachioPartner",
     pa.accepted_tos_date as "acceptedTosDate", pa.tos_version as "tosVersion", pa.currency, pa.billing_info as "billingInfo",
     pa.hide_pricing as "hidePricing", pa.sign_up_as as "signUpAs", pa.version
   from partners pa join organizations o on o.cybr_org_id = pa.cybr_org_id
   where pa.cybr_org_id = $1`,
);

export async function findPartner(database: Database, cybrOrgId: string) {
  const [row] = await database.query(findPartnerStatement, [cybrOrgId]);
  if (!row) return undefined;
  const partner: Partner = {
    cybrOrgId: row.cybrOrgId,
    acceptedTOSDate: row.acceptedTosDate === null ? null : new Date(row.acceptedTosDate).toISOString(),
    currency: row.currency as Partner['currency'],
    billingInfo: row.billingInfo,
    hidePricing: row.hidePricing,
    acceptedTOSVersion: row.tosVersion,
    signUpAs: row.signUpAs as Partner['signUpAs'],
    version: row.version,
    // Details saved before today's rules (or written around the API) are reported, not kept silently.
    billingInfoValid: billingInfoValidation.safeParse(row.billingInfo).success,
  };
  return { partner, placement: row };
}
