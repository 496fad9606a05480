import { eq, sql } from 'drizzle-orm';
import type { MessageContent } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { messageContents } from '../../../db/schema.ts';

/** One piece of content in the §3 shape (metadata beside the texts), or undefined when there is none. */
export async function findContent(db: Db, contentId: string): Promise<MessageContent | undefined> {
  const [row] = await db
    .select({
      contentId: messageContents.contentId,
      channel: messageContents.channel,
      author: messageContents.author,
      baseLanguage: messageContents.baseLanguage,
      contentName: messageContents.contentName,
      contentNames: messageContents.contentNames,
      tags: messageContents.tags,
      text: messageContents.text,
      templateVariables: messageContents.templateVariables,
      creationDate: sql<string>`iso_utc(${messageContents.createdAt})`,
    })
    .from(messageContents)
    .where(eq(messageContents.contentId, contentId));
  if (!row) return undefined;
  const { channel, text, templateVariables, ...metadata } = row;
  return { channel, metadata, text, templateVariables } as MessageContent;
}
