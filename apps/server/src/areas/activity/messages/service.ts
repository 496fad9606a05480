import type { SendTestMessageRequest } from '@portal/contracts';
import { AppError, forbidden, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { mayChangeDetails } from '../../tenancy/index.ts';
import type { OrganizationRow } from '../../tenancy/index.ts';
import { textsOf } from '../org-texts/repo.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import { sendEmail } from './email.ts';
import { messagingSettings, type MessagingConfig } from '../../../config/messaging.ts';
import { findRecipient, finishSend, matchLibraryContent, reserveSend, type Recipient } from './repo.ts';
import { sendSms } from './sms.ts';
import { sendTeamsMessage } from './teams.ts';
import { fillTemplate, templateValues } from './template.ts';

/** Enough to try every channel and language of a few pieces; too few to become a mailing tool. */
export const testMessagesPerHour = 20;

export interface MessagingDeps {
  db: Db;
  config: MessagingConfig;
  /** The organisation's Teams access token, or null when it has no Teams connection. */
  teamsToken(cybrOrgId: string): Promise<string | null>;
}

const notConfigured = (what: string, settings: readonly string[]) =>
  new AppError(
    'PROVIDER_NOT_CONFIGURED',
    `${what} is not set up on this server: an operator sets ${settings.join(' and ')} to enable it`,
  );

/** Who may send: the organisation's own admins and its partner (docs/decisions/0060-test-messages.md). */
export function requireSender(caller: Caller, org: OrganizationRow): void {
  if (!mayChangeDetails(caller, org)) throw forbidden();
}

/** What is needed before anything is recorded: the channel is set up, and for Teams the organisation is connected. */
async function readyChannel(deps: MessagingDeps, body: SendTestMessageRequest): Promise<{ teamsToken: string | null }> {
  if (body.messageType === 'email' && !deps.config.smtp) throw notConfigured('E-mail', messagingSettings.email);
  if (body.messageType === 'sms' && !deps.config.smsGateway) throw notConfigured('SMS', messagingSettings.sms);
  if (body.messageType !== 'teams') return { teamsToken: null };
  const teamsToken = await deps.teamsToken(body.cybrOrgId);
  if (!teamsToken)
    throw new AppError(
      'CONFLICT',
      'This organisation has no Microsoft Teams connection: connect Teams under Integrations first',
    );
  return { teamsToken };
}

function addressOf(body: SendTestMessageRequest, recipient: Recipient): string {
  return body.messageType === 'sms' ? body.recipientPhoneNumber : recipient.email;
}

/**
 * Sends one piece of content as a test to one person of the organisation. Every refusal happens
 * before anything is stored; a send that reaches a provider is recorded as 'sending', then settled
 * as sent or failed with its audit entry. A failure answers 502.
 */
export async function sendTestMessage(
  deps: MessagingDeps,
  caller: Caller,
  org: OrganizationRow,
  body: SendTestMessageRequest,
): Promise<void> {
  requireSender(caller, org);
  const recipient = await findRecipient(deps.db, body.cybrId, org.cybrOrgId);
  if (!recipient) throw notFound('Person not found');
  const { teamsToken } = await readyChannel(deps, body);
  const [library, texts] = await Promise.all([
    matchLibraryContent(deps.db, body.messageType, body.contentData),
    textsOf(deps.db, org.cybrOrgId),
  ]);
  const values = templateValues(recipient, org.organizationName, texts, library?.templateVariables);
  const address = addressOf(body, recipient);

  const id = await reserveSend(
    deps.db,
    {
      senderCybrId: caller.cybrId,
      senderCybrOrgId: caller.cybrOrgId,
      cybrOrgId: org.cybrOrgId,
      recipientCybrId: recipient.cybrId,
      channel: body.messageType,
      address,
      contentId: library?.contentId ?? null,
      languageCode: library?.languageCode ?? null,
    },
    testMessagesPerHour,
    new Date(),
  );
  const actor = { cybrId: caller.cybrId, cybrOrgId: caller.cybrOrgId };
  try {
    const providerMessageId = await deliver(deps.config, body, address, values, teamsToken, id);
    await finishSend(deps.db, id, { outcome: 'sent', failure: null, providerMessageId }, actor);
  } catch (error) {
    if (!(error instanceof DeliveryFailure)) {
      await finishSend(deps.db, id, { outcome: 'failed', failure: 'internal error', providerMessageId: null }, actor);
      throw error;
    }
    await finishSend(deps.db, id, { outcome: 'failed', failure: error.message, providerMessageId: null }, actor);
    throw new AppError('PROVIDER_UNAVAILABLE', error.message);
  }
}

function deliver(
  config: MessagingConfig,
  body: SendTestMessageRequest,
  address: string,
  values: Record<string, string>,
  teamsToken: string | null,
  id: number,
): Promise<string | null> {
  const fill = (text: string, html = false) => fillTemplate(text, values, html);
  switch (body.messageType) {
    case 'email': {
      const c = body.contentData;
      const content = {
        ...c,
        fromName: fill(c.fromName),
        fromEmail: c.fromEmail,
        subject: fill(c.subject),
        body: fill(c.body, true),
      };
      return sendEmail(config.smtp!, config.timeoutMs, { to: address, content });
    }
    case 'sms':
      return sendSms(config.smsGateway!, config.timeoutMs, {
        to: address,
        from: body.contentData.from,
        body: `[TEST] ${fill(body.contentData.body)}`,
        reference: `test-${id}`,
      });
    case 'teams':
      return sendTeamsMessage(config.graphUrl, teamsToken!, config.timeoutMs, {
        to: address,
        text: `[TEST] ${fill(body.contentData.body)}`,
      });
  }
}
