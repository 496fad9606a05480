import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  accessCodeEligibility,
  createAccessCode,
  partnerAccessCodes,
  redeemAccessCode,
  revokeAccessCode,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, forbidden, notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { accessCodes } from '../../../db/schema.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { isDistributorCaller, managesPartner, recordAudit } from '../../tenancy/index.ts';
import { eligibility, redeem, Refused } from './redeem.ts';
import { findCode, insertCode, listCodes, toAccessCode } from './repo.ts';

const day = 86_400_000;
const refusedText = {
  expired: 'This code has expired',
  revoked: 'This code was revoked',
  redeemed: 'This code has already been used',
  'not-found': 'No such code',
  'wrong-product': 'This code is for another product',
  'not-allowed': 'This organisation cannot redeem this code',
};

export function registerAccessCodeRoutes(
  app: FastifyInstance,
  { database, sessions, validateResponses }: AppContext,
): void {
  const db = database.db;
  const options = { validateResponse: validateResponses };

  registerEndpoint(
    app,
    createAccessCode,
    async ({ body, request }) => {
      const caller = requireCaller(request);
      if (!isDistributorCaller(caller) || (body.cybrOrgId && body.cybrOrgId !== caller.cybrOrgId)) throw forbidden();
      const expiration = body.expiration ? Date.parse(body.expiration) : Date.now() + 30 * day;
      if (expiration <= Date.now() || expiration > Date.now() + 366 * day) {
        throw new AppError('VALIDATION', 'expiration: between now and a year from now', [
          { field: 'expiration', message: 'Choose a date between now and a year from now' },
        ]);
      }
      const row = await db.transaction(async (tx) => {
        const created = await insertCode(tx as never, {
          issuer: caller.cybrOrgId!,
          product: body.product,
          licenses: body.licenses,
          expiration: new Date(expiration).toISOString(),
        });
        await recordAudit(tx, {
          actorCybrId: caller.cybrId,
          cybrOrgId: caller.cybrOrgId,
          action: 'access-code.issued',
          target: created.accessCode,
          after: { product: created.product, licenses: created.licenses, expiration: created.expiration },
        });
        return created;
      });
      return toAccessCode(row);
    },
    options,
  );

  registerEndpoint(
    app,
    partnerAccessCodes,
    async ({ params, request }) => {
      if (!managesPartner(requireCaller(request), params.cybrOrgId)) throw notFound('Partner not found');
      return (await listCodes(db, params.cybrOrgId)).map(toAccessCode);
    },
    options,
  );

  registerEndpoint(
    app,
    revokeAccessCode,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      const row = await findCode(db, params.accessCode);
      // Only the issuer sees its codes; anyone else's answer like a missing one.
      if (!managesPartner(caller, params.cybrOrgId) || !row || row.issuer !== params.cybrOrgId)
        throw notFound('No such code');
      if (row.redeemedBy)
        throw new AppError('CONFLICT', 'A code that has been used cannot be revoked', [
          { field: 'accessCode', message: refusedText.redeemed },
        ]);
      if (row.revokedAt) return toAccessCode(row);
      const revoked = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(accessCodes)
          .set({ revokedAt: sql`now()` })
          .where(eq(accessCodes.accessCode, row.accessCode))
          .returning();
        await recordAudit(tx, {
          actorCybrId: caller.cybrId,
          cybrOrgId: caller.cybrOrgId,
          action: 'access-code.revoked',
          target: row.accessCode,
          before: { revoked: false },
          after: { revoked: true },
        });
        return updated!;
      });
      return toAccessCode(revoked);
    },
    options,
  );

  registerEndpoint(
    app,
    accessCodeEligibility,
    async ({ params, request }) => {
      if (requireCaller(request).cybrOrgId !== params.cybrOrgId) throw notFound('Organization not found');
      const reason = await eligibility(db, params.cybrOrgId, params.accessCode);
      return { eligible: reason === null, reason };
    },
    options,
  );

  registerEndpoint(
    app,
    redeemAccessCode,
    async ({ params, request }) => {
      const caller = requireCaller(request);
      if (caller.cybrOrgId !== params.cybrOrgId || !caller.isPartner) throw notFound('Organization not found');
      try {
        const row = await redeem(db, caller.cybrId, params.cybrOrgId, params.accessCode);
        // The organisation now sits under its distributor: every process reads that afresh.
        await sessions.changed({ cybrOrgId: params.cybrOrgId });
        return toAccessCode(row);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        const field = [{ field: 'accessCode', message: refusedText[error.reason] }];
        throw error.reason === 'not-found'
          ? new AppError('NOT_FOUND', refusedText['not-found'], field)
          : new AppError('CONFLICT', refusedText[error.reason], field);
      }
    },
    options,
  );
}
