// The part of the API the licence-cap screen (/cap) talks to, as a test server answers it: the
// signed-in partner, its customers (kept here, so a saved cap shows when the list is read again)
// and the cap update.
import type { ExtendedLicense, Organization } from '@portal/contracts';
import type { Handler, ReceivedRequest, Reply } from '../api/test-server.ts';

export const partnerId = 'partner-1';

export const customer = (cybrOrgId: string, organizationName: string, licenses: ExtendedLicense[]): Organization => ({
  cybrOrgId,
  organizationName,
  country: 'NO',
  defaultLanguageCode: 'en',
  isPistachioPartner: false,
  partnerCybrOrgId: partnerId,
  partnerName: 'Nordic Shield AS',
  partnerView: true,
  status: 'APPROVED',
  syncStatus: null,
  totalUsers: 40,
  logoUrl: null,
  firstActiveDate: null,
  syncDate: null,
  products: ['SAT'],
  licenses,
  domainPoolId: 1,
});

const partner = customer(partnerId, 'Nordic Shield AS', []);
const signedIn = {
  cybrId: 'person-1',
  email: 'kari@nordicshield.example',
  fullName: 'Kari Nordmann',
  userRole: 'Partner',
  languageCode: 'en',
  organizationData: { ...partner, isPistachioPartner: true, partnerCybrOrgId: null },
};

/** A cap update as sent: the body of a PATCH .../license-caps. */
export interface CapSent {
  childCybrOrgId: string;
  productType: string;
  licenseCap: number;
  expectedLicenseCap: number | null;
}

export const capsSent = (requests: readonly ReceivedRequest[]): CapSent[] =>
  requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => ({
      childCybrOrgId: request.url.split('/').at(-2)!,
      ...(JSON.parse(request.body) as Omit<CapSent, 'childCybrOrgId'>),
    }));

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

/**
 * Answers as the server would for `customers`. A cap update goes to `update` when given (which may
 * change `customers` to play someone else's edit); by default it is stored and accepted.
 */
export function capsApi(customers: Organization[], update?: (sent: CapSent) => Reply): Handler {
  const store = (sent: CapSent): Reply => {
    const org = customers.find((c) => c.cybrOrgId === sent.childCybrOrgId);
    const licence = org?.licenses.find((l) => l.productType === sent.productType);
    if (!org || !licence) return notFound;
    licence.licenseCap = sent.licenseCap;
    return { body: org };
  };
  return (request) => {
    const path = request.url.split('?')[0]!;
    if (path.endsWith('/users/me')) return { body: signedIn };
    if (request.method === 'PATCH') {
      const [sent] = capsSent([request]);
      return (update ?? store)(sent!);
    }
    if (path.endsWith(`/partners/${partnerId}/organizations`)) {
      const total = customers.length;
      return { body: { data: customers, count: total, from: 0, to: total, reqFrom: 0, reqTo: 25, total } };
    }
    const org = customers.find((c) => path.endsWith(`/organizations/${c.cybrOrgId}`));
    return org ? { body: org } : notFound;
  };
}
