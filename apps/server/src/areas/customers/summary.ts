import type { FastifyInstance } from 'fastify';
import { organizationStatusSchema, partnerSummary, type PartnerSummary, type ProductType } from '@portal/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import { statement } from '../../db/statement.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { CustomerScope } from '../tenancy/index.ts';
import { scopeFor } from '../tenancy/index.ts';

type StatusRow = { status: string; n: number };
type ProductRow = {
  productType: ProductType;
  customers: number;
  seatsInUse: number;
  seatsCapped: number;
  unlimitedCustomers: number;
  atOrOverCap: number;
};

// Customers (partners left out) by status, from the trigger-kept counts (migration 0003).
const statusText = (kind: CustomerScope['kind']) =>
  `select c.status, sum(c.n)::int as n from customer_counts c
   where c.scope_kind = '${kind}' and c.scope_id = $1 and not c.is_partner group by c.status`;

// §3: a licence's cap counts only while the licence is active; 0 is unlimited. Read from the
// trigger-kept totals (migration 0011); as float8, exact far beyond any book and a number in both drivers.
const productText = (kind: CustomerScope['kind']) =>
  `select t.product_type as "productType", t.customers::int as customers, t.seats_in_use::float8 as "seatsInUse",
     t.seats_capped::float8 as "seatsCapped", t.unlimited_customers::int as "unlimitedCustomers", t.at_or_over_cap::int as "atOrOverCap"
   from license_totals t where t.scope_kind = '${kind}' and t.scope_id = $1 and t.customers > 0
   order by t.product_type`;

const statements = {
  distributor: {
    status: statement<StatusRow>('summary_status_distributor', statusText('distributor')),
    products: statement<ProductRow>('summary_products_distributor', productText('distributor')),
  },
  partner: {
    status: statement<StatusRow>('summary_status_partner', statusText('partner')),
    products: statement<ProductRow>('summary_products_partner', productText('partner')),
  },
};

/** Spec §2 /welcome: the partner's own numbers, computed in SQL over its whole book. */
export function registerSummaryRoute(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  registerEndpoint(
    app,
    partnerSummary,
    async ({ params, request }) => {
      const scope = await scopeFor(database, requireCaller(request), params.cybrOrgId);
      if (!scope) throw notFound('Partner not found');
      const [statuses, products] = await Promise.all([
        database.query(statements[scope.kind].status, [scope.cybrOrgId]),
        database.query(statements[scope.kind].products, [scope.cybrOrgId]),
      ]);
      const customersByStatus = Object.fromEntries(
        organizationStatusSchema.options.map((status) => [status, 0]),
      ) as PartnerSummary['customersByStatus'];
      for (const row of statuses) customersByStatus[row.status as keyof typeof customersByStatus] = row.n;
      return { customersByStatus, products };
    },
    { validateResponse: validateResponses },
  );
}
