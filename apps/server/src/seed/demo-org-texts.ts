import { isNotNull, or, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations, organizationTexts, type OrganizationTextKey } from '../db/schema.ts';

type Texts = Record<OrganizationTextKey, string>;

// The demo partners' own words, each in its organisation's language.
const partnerTexts: Record<string, Texts> = {
  'Nordic Shield Distribution AS': {
    senderName: 'Nordic Shield Sikkerhet',
    senderEmail: 'sikkerhet@nordicshield.example',
    signature: 'Med vennlig hilsen\nSikkerhetsteamet i Nordic Shield',
    supportContact: 'Spørsmål? Ring +47 22 33 44 55 eller skriv til support@nordicshield.example (hverdager 08–16).',
    welcomeMessage: 'Velkommen til sikkerhetstreningen fra Nordic Shield!',
  },
  'Alpine Secure IT GmbH': {
    senderName: 'Alpine Secure IT Sicherheitsteam',
    senderEmail: 'awareness@alpinesecure.de',
    signature: 'Mit freundlichen Grüßen\nIhr Sicherheitsteam von Alpine Secure IT',
    supportContact: 'Fragen? +49 89 1234 5678 oder support@alpinesecure.de (Mo–Fr 9–17 Uhr).',
    welcomeMessage: 'Willkommen beim Sicherheitstraining von Alpine Secure IT!',
  },
  'Thames Cyber Partners Ltd': {
    senderName: 'Thames Cyber Security Team',
    senderEmail: 'awareness@thamescyber.example',
    signature: 'Kind regards,\nThe Thames Cyber security team',
    supportContact: 'Questions? Call +44 20 7946 0321 or write to help@thamescyber.example (weekdays 9–5).',
    welcomeMessage: 'Welcome to security awareness training from Thames Cyber Partners!',
  },
};

/**
 * Texts of the demo organisations: every partner has all of its own; each customer signs its
 * messages with its own name and sends its people to its partner's support line.
 */
export async function seedOrganizationTexts(db: Db): Promise<void> {
  const orgs = await db
    .select({
      cybrOrgId: organizations.cybrOrgId,
      name: organizations.organizationName,
      partner: organizations.partnerCybrOrgId,
      isPartner: organizations.isPistachioPartner,
    })
    .from(organizations)
    .where(or(eq(organizations.isPistachioPartner, true), isNotNull(organizations.partnerCybrOrgId)));
  const nameById = new Map(orgs.map((o) => [o.cybrOrgId, o.name]));
  const rows: (typeof organizationTexts.$inferInsert)[] = [];
  for (const org of orgs) {
    const own = org.isPartner ? partnerTexts[org.name] : undefined;
    if (own) {
      rows.push(...Object.entries(own).map(([key, text]) => ({ cybrOrgId: org.cybrOrgId, key, text })));
      continue;
    }
    const partnerSupport = partnerTexts[nameById.get(org.partner ?? '') ?? '']?.supportContact;
    rows.push(
      { cybrOrgId: org.cybrOrgId, key: 'senderName', text: `${org.name} IT Security` },
      { cybrOrgId: org.cybrOrgId, key: 'signature', text: `${org.name}\nIT Security` },
    );
    if (partnerSupport) rows.push({ cybrOrgId: org.cybrOrgId, key: 'supportContact', text: partnerSupport });
  }
  if (rows.length) await db.insert(organizationTexts).values(rows);
}
