import type { z } from 'zod';
import type { platformContact, platformContactRequest, platformLicenses } from '@portal/contracts';
import { AppError, forbidden, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Database, Db } from '../../../db/client.ts';
import { findOrganization, isPartnerOf, maySeeOrganization, recordAudit } from '../../tenancy/index.ts';
import {
  contactRequestsBySince,
  contactsFromAddressSince,
  insertContact,
  insertContactRequest,
  insertLicenseRequest,
  licenseRequestsBySince,
  withSenderLock,
} from './repo.ts';

type Body<E extends { body?: z.ZodType | undefined }> = z.output<NonNullable<E['body']>>;

// Enough for anyone with a real question; too few to flood the platform team (docs/decisions.md).
export const requestLimits = {
  contactsPerAddress: 5,
  contactRequestsPerPerson: 5,
  licenseRequestsPerPerson: 10,
} as const;
const hourMs = 3_600_000;
const hourBefore = (now: Date) => new Date(now.getTime() - hourMs);
const tooMany = (limit: number) =>
  new AppError('RATE_LIMITED', `You can send at most ${limit} of these an hour; please try again later`);

/**
 * The contact form: anyone may send it, signed in or not (sign-up). Counted per client address;
 * when a session sent it, who sent it is stored and the sending audited.
 */
export async function sendContact(
  db: Db,
  caller: Caller | null,
  clientAddress: string,
  body: Body<typeof platformContact>,
  now = new Date(),
): Promise<void> {
  await withSenderLock(db, `address:${clientAddress}`, async (tx) => {
    if ((await contactsFromAddressSince(tx, clientAddress, hourBefore(now))) >= requestLimits.contactsPerAddress)
      throw tooMany(requestLimits.contactsPerAddress);
    const id = await insertContact(tx, {
      ...body,
      message: body.message ?? '',
      clientAddress,
      cybrId: caller?.cybrId ?? null,
      cybrOrgId: caller?.cybrOrgId ?? null,
    });
    if (caller)
      await recordAudit(tx, {
        actorCybrId: caller.cybrId,
        cybrOrgId: caller.cybrOrgId,
        action: 'platform.contact.sent',
        target: String(id),
        after: { company: body.company },
      });
  });
}

/**
 * The organisation a partner acts for: 404 when the caller may not see it (exactly like a missing
 * one), 403 when it sees it but may not act for it (`mayAct`), or when the caller is no partner.
 */
async function organizationToActFor(
  database: Database,
  caller: Caller,
  cybrOrgId: string,
  mayAct: (org: NonNullable<Awaited<ReturnType<typeof findOrganization>>>) => boolean,
) {
  if (!caller.isPartner || !caller.cybrOrgId) throw forbidden();
  const org = await findOrganization(database, cybrOrgId);
  if (!org || !maySeeOrganization(caller, org)) throw notFound('Organization not found');
  if (!mayAct(org)) throw forbidden();
  return org;
}

/** A partner asks the platform team for help, for its own organisation only. */
export async function sendContactRequest(
  database: Database,
  caller: Caller,
  body: Body<typeof platformContactRequest>,
  now = new Date(),
): Promise<void> {
  const org = await organizationToActFor(database, caller, body.cybrOrgId, (o) => o.cybrOrgId === caller.cybrOrgId);
  await withSenderLock(database.db, `contact-request:${caller.cybrId}`, async (tx) => {
    if ((await contactRequestsBySince(tx, caller.cybrId, hourBefore(now))) >= requestLimits.contactRequestsPerPerson)
      throw tooMany(requestLimits.contactRequestsPerPerson);
    const id = await insertContactRequest(tx, {
      cybrOrgId: org.cybrOrgId,
      cybrId: caller.cybrId,
      senderName: caller.fullName,
      senderEmail: caller.email,
      topic: body.topic,
      message: body.message,
    });
    // The audit keeps the topic; the message stays with the request.
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'platform.contact-request.sent',
      target: org.cybrOrgId,
      after: { requestId: String(id), topic: body.topic },
    });
  });
}

/**
 * A partner asks for more licences for itself or a customer it manages. The request waits for the
 * platform team (pending); no licence changes here.
 */
export async function requestLicenses(
  database: Database,
  caller: Caller,
  body: Body<typeof platformLicenses>,
  now = new Date(),
): Promise<void> {
  const org = await organizationToActFor(
    database,
    caller,
    body.cybrOrgId,
    (o) => o.cybrOrgId === caller.cybrOrgId || isPartnerOf(caller, o),
  );
  await withSenderLock(database.db, `license-request:${caller.cybrId}`, async (tx) => {
    if ((await licenseRequestsBySince(tx, caller.cybrId, hourBefore(now))) >= requestLimits.licenseRequestsPerPerson)
      throw tooMany(requestLimits.licenseRequestsPerPerson);
    const request = { productType: body.productType, quantity: body.quantity, status: 'pending' };
    const id = await insertLicenseRequest(tx, {
      cybrOrgId: org.cybrOrgId,
      requestedByOrgId: caller.cybrOrgId,
      cybrId: caller.cybrId,
      senderName: caller.fullName,
      senderEmail: caller.email,
      ...request,
    });
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'platform.license-request.sent',
      target: org.cybrOrgId,
      after: { requestId: String(id), ...request },
    });
  });
}
