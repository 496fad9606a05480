import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messageSends, users } from '../db/schema.ts';
import { recordAudit, type AuditEntry } from '../areas/tenancy/index.ts';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

/**
 * A few earlier test messages to the demo customer admin: her partner (the distributor) tried an e-mail, an SMS
 * and an e-mail the relay refused; the admin tried one herself. Each with its audit entry, so the
 * audit log shows the actions.
 */
export async function seedDemoMessageSends(db: Db, accounts: { partner: string; customer: string }): Promise<void> {
  const people = await db
    .select({ cybrId: users.cybrId, cybrOrgId: users.cybrOrgId, email: users.email })
    .from(users)
    .where(inArray(users.email, [accounts.partner, accounts.customer]));
  const distributor = people.find((p) => p.email === accounts.partner);
  const customer = people.find((p) => p.email === accounts.customer);
  if (!distributor?.cybrOrgId || !customer?.cybrOrgId) return;
  const to = { cybrOrgId: customer.cybrOrgId, recipientCybrId: customer.cybrId };
  const planned = [
    {
      sender: distributor,
      channel: 'email',
      address: customer.email,
      contentId: 'breach-invoice-overdue',
      languageCode: 'en',
      outcome: 'sent',
      failure: null,
      at: 50,
    },
    {
      sender: distributor,
      channel: 'sms',
      address: '+34612345678',
      contentId: 'breach-parcel-sms',
      languageCode: 'en',
      outcome: 'sent',
      failure: null,
      at: 49,
    },
    {
      sender: distributor,
      channel: 'email',
      address: customer.email,
      contentId: 'teach-password-reuse',
      languageCode: 'fr',
      outcome: 'failed',
      failure: 'The mail server refused the message (SMTP 550)',
      at: 26,
    },
    {
      sender: customer,
      channel: 'email',
      address: customer.email,
      contentId: 'teach-password-reuse',
      languageCode: 'en',
      outcome: 'sent',
      failure: null,
      at: 3,
    },
  ] as const;
  const stored = await db
    .insert(messageSends)
    .values(
      planned.map((p) => ({
        ...to,
        senderCybrId: p.sender.cybrId,
        senderCybrOrgId: p.sender.cybrOrgId,
        channel: p.channel,
        address: p.address,
        contentId: p.contentId,
        languageCode: p.languageCode,
        outcome: p.outcome,
        failure: p.failure,
        createdAt: hoursAgo(p.at),
        finishedAt: hoursAgo(p.at),
      })),
    )
    .returning({ id: messageSends.id });
  await recordAudit(
    db,
    planned.map((p, i): AuditEntry => ({
      occurredAt: hoursAgo(p.at),
      actorCybrId: p.sender.cybrId,
      cybrOrgId: p.sender.cybrOrgId,
      action: p.outcome === 'sent' ? 'message.test.sent' : 'message.test.failed',
      target: customer.cybrOrgId,
      after: {
        sendId: stored[i]!.id,
        recipient: customer.cybrId,
        channel: p.channel,
        contentId: p.contentId,
        ...(p.failure ? { failure: p.failure } : {}),
      },
    })),
  );
}
