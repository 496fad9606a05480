import type { ApiKeyScope } from '@portal/contracts';

/** Who is making a request, as every route and access check sees it. */
export interface Caller {
  cybrId: string;
  email: string;
  fullName: string;
  userRole: string;
  languageCode: string;
  cybrOrgId: string | null;
  isPartner: boolean;
  /** Set for partners: the organisation's own parent, null for a distributor. */
  partnerCybrOrgId: string | null;
  /** Set when the request came with an API key instead of a session: which key, and what it may do. */
  apiKey?: { id: string; prefix: string; scopes: ApiKeyScope[] };
}
