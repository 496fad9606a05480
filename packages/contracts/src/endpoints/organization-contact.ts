import { organizationContactSchema } from './organizations.ts';
import { normalisePhoneNumber } from '../rules/phone-numbers.ts';
import { messages } from '../rules/validation.ts';

/**
 * The account contact as it is saved (PUT /organizations/{cybrOrgId}/contact): its phone number must
 * be one, and is kept in E.164 (docs/decisions/0005). A number written without + is read as dialled
 * in the organisation's `country`, which the body does not carry: the server applies this schema
 * with the organisation's country after the call's own shape check, the portal before sending.
 */
export function organizationContactRequestSchema(country: string | null | undefined) {
  return (
    organizationContactSchema
      // A refinement, so that the phone number is reported beside the other fields' issues.
      .superRefine((contact, ctx) => {
        if (contact.phoneNumber && !normalisePhoneNumber(contact.phoneNumber, country)) {
          ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneNumberInvalid });
        }
      })
      .transform((contact) => ({
        ...contact,
        phoneNumber: contact.phoneNumber ? (normalisePhoneNumber(contact.phoneNumber, country) ?? null) : null,
      }))
  );
}
