import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { MessageChannel, TemplateVariable } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import type { Db } from '../../../db/client.ts';
import { messageContents, messageSends, users } from '../../../db/schema.ts';
import { recordAudit } from '../../tenancy/index.ts';

export interface Recipient {
  cybrId: string;
  email: string;
  fullName: string;
  languageCode: string;
}

/** The person, when they belong to the organisation. */
export async function findRecipient(db: Db, cybrId: string, cybrOrgId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ cybrId: users.cybrId, email: users.email, fullName: users.fullName, languageCode: users.languageCode })
    .from(users)
    .where(and(eq(users.cybrId, cybrId), eq(users.cybrOrgId, cybrOrgId)));
  return row;
}

export interface LibraryMatch {
  contentId: string;
  languageCode: string;
  templateVariables: TemplateVariable[];
}

/**
 * The library piece (and language) whose text is exactly the content sent, when there is one: the
 * portal sends one language of a library piece, and the send is recorded under its id.
 */
export async function matchLibraryContent(
  db: Db,
  channel: MessageChannel,
  contentData: object,
): Promise<LibraryMatch | undefined> {
  const sent = JSON.stringify(contentData);
  const language = sql<
    string | null
  >`(select t.key from jsonb_each(${messageContents.text}) t where t.value = ${sent}::jsonb order by t.key limit 1)`;
  const [row] = await db
    .select({
      contentId: messageContents.contentId,
      languageCode: language,
      templateVariables: messageContents.templateVariables,
    })
    .from(messageContents)
    .where(and(eq(messageContents.channel, channel), sql`${language} is not null`))
    .orderBy(asc(messageContents.contentId))
    .limit(1);
  return row?.languageCode ? { ...row, languageCode: row.languageCode } : undefined;
}

export type NewSend = Pick<
  typeof messageSends.$inferInsert,
  | 'senderCybrId'
  | 'senderCybrOrgId'
  | 'cybrOrgId'
  | 'recipientCybrId'
  | 'channel'
  | 'address'
  | 'contentId'
  | 'languageCode'
>;

/**
 * Records the send as 'sending' once the sender is under the limit, counting under a lock on the
 * sender so sends at the same moment are counted one after the other (across server processes).
 */
export async function reserveSend(db: Db, send: NewSend, perHour: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-sends:${send.senderCybrId}`}))`);
    const since = new Date(now.getTime() - 3_600_000).toISOString();
    const [sent] = await tx
      .select({ n: count() })
      .from(messageSends)
      .where(and(eq(messageSends.senderCybrId, send.senderCybrId), gt(messageSends.createdAt, since)));
    if ((sent?.n ?? 0) >= perHour) {
      throw new AppError(
        'RATE_LIMITED',
        `You can send at most ${perHour} test messages an hour; please try again later`,
      );
    }
    const [row] = await tx
      .insert(messageSends)
      .values({ ...send, createdAt: now.toISOString() })
      .returning({ id: messageSends.id });
    return row!.id;
  });
}

export interface SendOutcome {
  outcome: 'sent' | 'failed';
  failure: string | null;
  providerMessageId: string | null;
}

/** Settles a reserved send with its outcome and its audit entry, in one transaction. */
export async function finishSend(
  db: Db,
  id: number,
  result: SendOutcome,
  actor: { cybrId: string; cybrOrgId: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(messageSends)
      .set({ ...result, finishedAt: new Date().toISOString() })
      .where(eq(messageSends.id, id))
      .returning({
        cybrOrgId: messageSends.cybrOrgId,
        recipientCybrId: messageSends.recipientCybrId,
        channel: messageSends.channel,
        contentId: messageSends.contentId,
      });
    await recordAudit(tx, {
      actorCybrId: actor.cybrId,
      cybrOrgId: actor.cybrOrgId,
      action: result.outcome === 'sent' ? 'message.test.sent' : 'message.test.failed',
      target: row!.cybrOrgId,
      after: {
        sendId: id,
        recipient: row!.recipientCybrId,
        channel: row!.channel,
        contentId: row!.contentId,
        ...(result.failure ? { failure: result.failure } : {}),
      },
    });
  });
}
