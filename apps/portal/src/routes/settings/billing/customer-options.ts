import { partnerOrganizations } from '@portal/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { call } from '../../../api/client.ts';
import { requirePartner } from '../../../session/require-partner.ts';

export type CustomerOption = { value: string; label: string };

const shown = 20;

/** /settings/billing/customers?search=: the partner's customers whose name matches, for the checkout's select. */
export async function loader({ request }: LoaderFunctionArgs): Promise<CustomerOption[]> {
  const { org } = await requirePartner();
  const search = (new URL(request.url).searchParams.get('search') ?? '').trim().slice(0, 100);
  const page = await call(partnerOrganizations, {
    params: { cybrOrgId: org.cybrOrgId },
    query: {
      from: 0,
      to: shown,
      sortBy: 'organizationName',
      order: 'asc',
      customersOnly: true,
      ...(search ? { search } : {}),
    },
    signal: request.signal,
  });
  return page.data.map((org) => ({ value: org.cybrOrgId, label: org.organizationName }));
}
