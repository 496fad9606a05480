import { eq } from 'drizzle-orm';
import type { DeliveryMethod, PlatformUser } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { statement } from '../../db/statement.ts';
import { userDeliveryPreferences } from '../../db/schema.ts';
import { platformUserColumns } from '../tenancy/index.ts';

export type UserWithPreference = PlatformUser & {
  cybrOrgId: string | null;
  preferredDeliveryMethod: DeliveryMethod | null;
};

export const findUserStatement = statement<UserWithPreference>(
  'account_user_find',
  `select ${platformUserColumns}, u.cybr_org_id as "cybrOrgId", p.preferred_delivery_method as "preferredDeliveryMethod"
   from users u left join user_delivery_preferences p on p.cybr_id = u.cybr_id
   where u.cybr_id = $1`,
);

export async function lockPreference(db: Db, cybrId: string): Promise<DeliveryMethod | null> {
  const [row] = await db
    .select()
    .from(userDeliveryPreferences)
    .where(eq(userDeliveryPreferences.cybrId, cybrId))
    .for('update');
  return (row?.preferredDeliveryMethod as DeliveryMethod | undefined) ?? null;
}

export async function upsertPreference(db: Db, cybrId: string, method: DeliveryMethod): Promise<void> {
  const values = { preferredDeliveryMethod: method, updatedAt: new Date().toISOString() };
  await db
    .insert(userDeliveryPreferences)
    .values({ cybrId, ...values })
    .onConflictDoUpdate({ target: userDeliveryPreferences.cybrId, set: values });
}
