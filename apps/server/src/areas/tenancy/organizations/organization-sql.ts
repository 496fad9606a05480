import type { Organization } from '@portal/contracts';
import { statement } from '../../../db/statement.ts';

/**
 * The organisation exactly as the API shows it (timestamps already ISO text, licences already in
 * the API's shape: migration 0008), plus where it sits in the partner tree. Read from alias `o`
 * with its parent as `p`.
 */
export const organizationColumns = `
  o.cybr_org_id as "cybrOrgId", o.organization_name as "organizationName", o.country,
  o.default_language_code as "defaultLanguageCode", o.is_pistachio_partner as "isPistachioPartner",
  o.partner_cybr_org_id as "partnerCybrOrgId", o.distributor_cybr_org_id as "distributorCybrOrgId",
  p.organization_name as "partnerName", o.partner_view as "partnerView", o.status, o.sync_status as "syncStatus",
  o.total_users as "totalUsers", o.logo_url as "logoUrl", iso_utc(o.first_active_date) as "firstActiveDate",
  iso_utc(o.sync_date) as "syncDate", o.products, o.domain_pool_id as "domainPoolId", o.licenses`;

export type OrganizationRow = Organization & { distributorCybrOrgId: string | null };

export const findOrganizationStatement = statement<OrganizationRow>(
  'organization_find',
  `select ${organizationColumns}
   from organizations o left join organizations p on p.cybr_org_id = o.partner_cybr_org_id
   where o.cybr_org_id = $1`,
);
