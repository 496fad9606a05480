import type { z } from 'zod';
import { organizationContactRequestSchema, type organizationContactSchema } from '@portal/contracts';
import { forbidden, invalidField } from '../../app-error.ts';
import type { Caller } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit, mayChangeDetails } from '../tenancy/index.ts';
import type { OrganizationRow } from '../tenancy/index.ts';
import { lockContact, upsertContact, type Contact } from './contact-repo.ts';

type ContactInput = z.output<typeof organizationContactSchema>;

/** Optional text left blank is no value at all. */
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Replaces the organisation's account contact, audited with before and after in the same
 * transaction; the stored row is locked so two saves never interleave. Saving the same contact
 * again writes nothing.
 */
export async function saveContact(db: Db, caller: Caller, org: OrganizationRow, input: ContactInput): Promise<Contact> {
  if (!mayChangeDetails(caller, org)) throw forbidden();
  // The phone number is read in the organisation's country, which the body does not carry.
  const parsed = organizationContactRequestSchema(org.country).safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw invalidField(issue!.path.join('.'), issue!.message);
  }
  const valid = parsed.data;
  const contact: Contact = {
    name: valid.name,
    email: valid.email,
    phoneNumber: valid.phoneNumber ?? null,
    jobTitle: blankToNull(valid.jobTitle),
  };
  await db.transaction(async (tx) => {
    const before = (await lockContact(tx, org.cybrOrgId)) ?? null;
    if (before && JSON.stringify(before) === JSON.stringify(contact)) return;
    await upsertContact(tx, org.cybrOrgId, contact, caller.cybrId);
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: 'organization.contact',
      target: org.cybrOrgId,
      before,
      after: contact,
    });
  });
  return contact;
}
