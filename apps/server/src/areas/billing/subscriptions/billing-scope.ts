import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../../auth/caller-types.ts';
import { AppError, notFound } from '../../../app-error.ts';
import type { Database } from '../../../db/client.ts';
import { invoices, subscriptions } from '../../../db/schema.ts';
import { inCustomerScope, isDistributorCaller, findOrganization, scopeFor } from '../../tenancy/index.ts';

/**
 * What `{cybrOrgId}` in a subscriptions path stands for (docs/decisions/0045-subscriptions.md): the caller's own
 * partner (everything it bought, for every customer) or one customer in its book (everything
 * bought for that customer).
 */
export type BillingScope = { kind: 'partner'; cybrOrgId: string } | { kind: 'customer'; cybrOrgId: string };

// Anything outside the caller's reach answers exactly like an organisation that does not exist.
export const organizationNotFound = () => notFound('Organization not found');

export async function billingScopeFor(
  database: Database,
  caller: Caller,
  cybrOrgId: string,
  mode: FastifyRequest['mode'] = null,
): Promise<BillingScope> {
  // Ghost mode (platform staff, checked against the session by the mode guard) reads its target as
  // that organisation would; the guard lets it change nothing.
  if (mode?.mode === 'ghost' && mode.target.cybrOrgId === cybrOrgId)
    return { kind: mode.target.isPistachioPartner ? 'partner' : 'customer', cybrOrgId };
  if (!caller.isPartner || !caller.cybrOrgId) throw organizationNotFound();
  if (cybrOrgId === caller.cybrOrgId) return { kind: 'partner', cybrOrgId };
  const book = await scopeFor(database, caller, caller.cybrOrgId);
  const org = await findOrganization(database, cybrOrgId);
  if (!book || !org || org.isPistachioPartner || !inCustomerScope(book, org)) throw organizationNotFound();
  return { kind: 'customer', cybrOrgId };
}

export const subscriptionsIn = (scope: BillingScope): SQL =>
  scope.kind === 'partner'
    ? eq(subscriptions.provisioningCybrOrgId, scope.cybrOrgId)
    : eq(subscriptions.cybrOrgId, scope.cybrOrgId);

export const invoicesIn = (scope: BillingScope): SQL =>
  scope.kind === 'partner'
    ? eq(invoices.provisioningCybrOrgId, scope.cybrOrgId)
    : eq(invoices.cybrOrgId, scope.cybrOrgId);

/**
 * Who may change a subscription it can see: the partner that pays for it, or the distributor above
 * that partner (its book holds its resellers' customers). A reseller never changes what its
 * distributor bought.
 */
export function mayChange(caller: Caller, provisioningCybrOrgId: string): boolean {
  return caller.cybrOrgId === provisioningCybrOrgId || isDistributorCaller(caller);
}

export const notThePayer = () =>
  new AppError('FORBIDDEN', 'Only the partner that pays for this subscription can change it');
