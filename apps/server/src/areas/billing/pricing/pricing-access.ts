import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import type { Db } from '../../../db/client.ts';
import { refusePricingHidden } from './prices-repo.ts';

/**
 * The caller of a pricing endpoint, once it is known not to be a user of a partner whose pricing is
 * hidden. This comes before every other check, so such a user gets the same answer from every
 * pricing endpoint, whatever it names.
 */
export async function pricingCaller(db: Db, request: FastifyRequest): Promise<Caller> {
  const caller = requireCaller(request);
  await refusePricingHidden(db, caller);
  return caller;
}

/** List prices are for partners and platform staff; a customer organisation's users get 403. */
export async function priceReader(db: Db, request: FastifyRequest): Promise<Caller> {
  const caller = await pricingCaller(db, request);
  if (!caller.isPartner && !isPlatformStaff(caller)) throw forbidden();
  return caller;
}

/** Editing prices is for platform staff only; the endpoints' existence is no secret, so others get 403. */
export async function priceEditor(db: Db, request: FastifyRequest): Promise<Caller> {
  const caller = await pricingCaller(db, request);
  if (!isPlatformStaff(caller)) throw forbidden();
  return caller;
}
