import type { Organization } from '@portal/contracts';

export interface OrganizationRow {
  cybrOrgId: string;
  organizationName: string;
  country: string | null;
  defaultLanguageCode: string;
  isPistachioPartner: boolean;
  partnerCybrOrgId: string | null;
  distributorCybrOrgId: string | null;
  partnerName: string | null;
  partnerView: boolean;
  status: string;
  syncStatus: string | null;
  totalUsers: number;
  logoUrl: string | null;
  firstActiveDate: string | null;
  syncDate: string | null;
  products: string[];
  domainPoolId: number;
}

/** A licence as the list query returns it (json_build_object: timestamps as text). */
export interface LicenseJson {
  productType: string;
  issued: number;
  active: boolean;
  licenseCap: number | null;
  directLicenseCap: number | null;
  expiration: string | null;
  created: string;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function toOrganization(row: OrganizationRow, entries: LicenseJson[]): Organization {
  return {
    cybrOrgId: row.cybrOrgId,
    organizationName: row.organizationName,
    country: row.country,
    defaultLanguageCode: row.defaultLanguageCode,
    isPistachioPartner: row.isPistachioPartner,
    partnerCybrOrgId: row.partnerCybrOrgId,
    partnerName: row.partnerName,
    partnerView: row.partnerView,
    status: row.status as Organization['status'],
    syncStatus: row.syncStatus,
    totalUsers: row.totalUsers,
    logoUrl: row.logoUrl,
    firstActiveDate: iso(row.firstActiveDate),
    syncDate: iso(row.syncDate),
    products: row.products as Organization['products'],
    domainPoolId: row.domainPoolId,
    licenses: entries.map((l) => ({
      productType: l.productType as Organization['licenses'][number]['productType'],
      issued: l.issued,
      active: l.active,
      licenseCap: l.licenseCap,
      directLicenseCap: l.directLicenseCap,
      expiration: iso(l.expiration),
      created: new Date(l.created).toISOString(),
    })),
  };
}
