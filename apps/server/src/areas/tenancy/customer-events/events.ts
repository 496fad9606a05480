import type { CustomerEvent } from '@portal/contracts';
import type { PublishedCustomerEvent } from './publish.ts';
import type { Placement } from '../scope/placement.ts';

/** The event announcing a change of one customer, addressed to the partners above it. */
export const eventFor = (org: Placement, change: CustomerEvent['change']): PublishedCustomerEvent => ({
  cybrOrgId: org.cybrOrgId,
  partnerCybrOrgId: org.partnerCybrOrgId,
  distributorCybrOrgId: org.distributorCybrOrgId,
  change,
});
