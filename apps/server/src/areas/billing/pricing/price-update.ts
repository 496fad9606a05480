import { and, eq, sql } from 'drizzle-orm';
import type {
  Currency,
  EditablePrice,
  PriceInterval,
  PriceProduct,
  PriceUpdate,
  SubscriptionProvider,
} from '@portal/contracts';
import { AppError, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { prices } from '../../../db/schema.ts';
import { toPrice } from './prices-repo.ts';
import { recordAudit } from '../../tenancy/index.ts';

export interface PriceKey {
  provider: SubscriptionProvider;
  product: PriceProduct;
  currency: Currency;
  interval: PriceInterval;
}

const keyText = (key: PriceKey) => `${key.provider}/${key.product}/${key.currency}/${key.interval}`;
const audited = (price: EditablePrice) => ({
  taxInclusive: price.taxInclusive,
  priceTiers: price.priceTiers,
  version: price.version,
});

const tierFields = ['start', 'upTo', 'unitPrice', 'tax', 'total'] as const;
const sameTiers = (a: PriceUpdate['priceTiers'], b: PriceUpdate['priceTiers']) =>
  a.length === b.length && a.every((tier, i) => tierFields.every((field) => tier[field] === b[i]![field]));

/**
 * Replaces one price's tiers. The row is locked while the change is decided, so two editors never
 * interleave; `update.version` (the version the editor saw) makes a stale edit a 409 that changes
 * nothing. A save that changes nothing keeps the version and writes no audit entry.
 */
export async function updatePrice(db: Db, actor: Caller, key: PriceKey, update: PriceUpdate): Promise<EditablePrice> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(prices.provider, key.provider),
      eq(prices.product, key.product),
      eq(prices.currency, key.currency),
      eq(prices.interval, key.interval),
    );
    const [row] = await tx.select().from(prices).where(where).for('update');
    if (!row) throw notFound('Price not found');
    const before = toPrice(row);
    if (before.version !== update.version) {
      const message = `Someone else changed this price since you opened it: it is now at version ${before.version}. Reload and try again`;
      throw new AppError('CONFLICT', message, [{ field: 'version', message }]);
    }
    if (before.taxInclusive === update.taxInclusive && sameTiers(before.priceTiers, update.priceTiers)) return before;
    const [updated] = await tx
      .update(prices)
      .set({
        taxInclusive: update.taxInclusive,
        tiers: update.priceTiers,
        version: sql`${prices.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(where)
      .returning();
    const after = toPrice(updated!);
    await recordAudit(tx, {
      actorCybrId: actor.cybrId,
      cybrOrgId: actor.cybrOrgId,
      action: 'price.update',
      target: keyText(key),
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
