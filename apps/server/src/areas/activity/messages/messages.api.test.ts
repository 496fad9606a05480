import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLog, connections, messageSends, organizations, users } from '../../../db/schema.ts';
import { sharedSecret } from '../../../db/app-secrets.ts';
import { demoAccounts, type DemoAccount } from '../../../seed/demo.ts';
import { demoContent } from '../../../seed/demo-content.ts';
import { insertSession, sessionCookie } from '../../../auth/sessions.ts';
import { tokenSealer } from '../../integrations/connections/connection-state.ts';
import { startHttpStandIn, type ReceivedRequest } from '@portal/test-kit/http-stand-in.ts';
import { startSmtpStandIn } from '@portal/test-kit/smtp-stand-in.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { testMessagesPerHour } from './service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let gateway: Awaited<ReturnType<typeof startHttpStandIn>>;
let graph: Awaited<ReturnType<typeof startHttpStandIn>>;

const smtpFrom = 'tests@platform.example';
const graphAnswers = (request: ReceivedRequest) => {
  if (request.path === '/me') return { status: 200, body: { id: 'sender-aad-id' } };
  if (request.path === '/chats') return { status: 201, body: { id: '19:chat-with-person' } };
  return { status: 201, body: { id: 'teams-message-1' } };
};

beforeAll(async () => {
  [smtp, gateway, graph] = await Promise.all([
    startSmtpStandIn(),
    startHttpStandIn(() => ({ status: 202, body: { messageId: 'sms-77' } })),
    startHttpStandIn(graphAnswers),
  ]);
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SMTP_FROM: smtpFrom,
    SMS_GATEWAY_URL: `${gateway.url}/messages`,
    SMS_GATEWAY_TOKEN: 'gateway-secret',
    MS_GRAPH_URL: graph.url,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), gateway.close(), graph.close()]);
});
beforeEach(() => {
  smtp.received.length = 0;
  gateway.received.length = 0;
  graph.received.length = 0;
  smtp.behaviour.refuse = false;
  smtp.behaviour.stall = false;
  gateway.state.handle = () => ({ status: 202, body: { messageId: 'sms-77' } });
  graph.state.handle = graphAnswers;
});

let address = 0;
const send = async (payload: unknown, as: DemoAccount | string | null) => {
  const cookie =
    as === null
      ? undefined
      : as in demoAccounts
        ? await t.cookieFor(as as DemoAccount)
        : `${sessionCookie}=${await insertSession(t.database, as, 3600)}`;
  return t.app.inject({
    method: 'POST',
    url: api('/api/v1/messages/test'),
    remoteAddress: `10.20.${Math.floor(++address / 200)}.${address % 200}`,
    headers: { origin: 'http://127.0.0.1:3000', ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
};

const person = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const library = (contentId: string, language: string) =>
  demoContent.find((c) => c.contentId === contentId)!.text[language] as Record<string, string>;
const sends = () => t.database.db.select().from(messageSends).orderBy(desc(messageSends.id));
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('POST /api/v1/messages/test', () => {
  it('finds the demo’s earlier sends to the customer admin, each with its audit entry', async () => {
    const sofia = await person(demoAccounts.customer.email);
    const demo = await t.database.db.select().from(messageSends).where(eq(messageSends.recipientCybrId, sofia.cybrId));
    expect(demo.map((r) => r.outcome).sort()).toEqual(['failed', 'sent', 'sent', 'sent']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['message.test.sent', 'message.test.failed']));
    expect(audits.map((a) => (a.after as { sendId: number }).sendId).sort()).toEqual(demo.map((r) => r.id).sort());
  });

  it('e-mails library content to the person, filled with their data, marked as a test, and records and audits it', async () => {
    const sofia = await person(demoAccounts.customer.email);
    const org = (
      await t.database.db.select().from(organizations).where(eq(organizations.cybrOrgId, sofia.cybrOrgId!))
    )[0]!;
    const distributor = await person(demoAccounts.distributor.email);
    const response = await send(
      {
        messageType: 'email',
        cybrId: sofia.cybrId,
        cybrOrgId: org.cybrOrgId,
        contentData: library('breach-invoice-overdue', 'en'),
      },
      'distributor',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(smtp.received).toHaveLength(1);
    const { envelope, mail } = smtp.received[0]!;
    expect(envelope).toEqual({ from: smtpFrom, to: [sofia.email] });
    expect(mail.subject).toBe('[TEST] Invoice 4471 is overdue');
    expect(mail.from?.value).toEqual([{ name: 'Accounts Receivable', address: 'accounts@invoices-portal.example' }]);
    expect(mail.to && 'value' in mail.to ? mail.to.value.map((a) => a.address) : []).toEqual([sofia.email]);
    expect(mail.html).toContain(`<p>Hi ${sofia.fullName.split(' ')[0]},</p>`);
    expect(mail.html).toContain(`Invoice 4471 for ${org.organizationName.replace(/&/g, '&amp;')} is 14 days overdue`);
    // The library's example value stands in for the tracking link of a real campaign.
    expect(mail.html).toContain('href="https://portal.example/t/abc123"');
    expect(mail.html).not.toContain('{{');

    const [row] = await sends();
    expect(row).toMatchObject({
      senderCybrId: distributor.cybrId,
      senderCybrOrgId: distributor.cybrOrgId,
      cybrOrgId: org.cybrOrgId,
      recipientCybrId: sofia.cybrId,
      channel: 'email',
      address: sofia.email,
      contentId: 'breach-invoice-overdue',
      languageCode: 'en',
      outcome: 'sent',
      failure: null,
    });
    expect(row!.providerMessageId).toBe(mail.messageId);
    expect(row!.finishedAt).not.toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'message.test.sent',
      actorCybrId: distributor.cybrId,
      cybrOrgId: distributor.cybrOrgId,
      target: org.cybrOrgId,
      after: { sendId: row!.id, recipient: sofia.cybrId, channel: 'email', contentId: 'breach-invoice-overdue' },
    });
  });

  it('sends content of the caller’s own with the organisation’s sender name and signature, escaping the person’s data in HTML', async () => {
    const sofia = await person(demoAccounts.customer.email);
    const colleague = (
      await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.cybrOrgId, sofia.cybrOrgId!), eq(users.userRole, 'User')))
    )[0]!;
    await t.database.db
      .update(users)
      .set({ fullName: 'Tom <b>Tricky</b> & Co' })
      .where(eq(users.cybrId, colleague.cybrId));
    const contentData = {
      fromEmail: 'it@customer.example',
      fromName: '{{senderName}}',
      subject: 'Hello {{recipientFirstName}}',
      body: '<p>Dear {{recipientFullName}},</p><p>{{signature}}</p><p>{{unknownThing}}</p>',
    };
    const response = await send(
      { messageType: 'email', cybrId: colleague.cybrId, cybrOrgId: sofia.cybrOrgId, contentData },
      'customer',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { mail } = smtp.received[0]!;
    const orgName = (
      await t.database.db.select().from(organizations).where(eq(organizations.cybrOrgId, sofia.cybrOrgId!))
    )[0]!.organizationName;
    expect(mail.subject).toBe('[TEST] Hello Tom');
    expect(mail.from?.value[0]?.name).toBe(`${orgName} IT Security`);
    expect(mail.html).toContain('<p>Dear Tom &lt;b&gt;Tricky&lt;/b&gt; &amp; Co,</p>');
    expect(mail.html).toContain('<p>{{unknownThing}}</p>');
    expect((await sends())[0]).toMatchObject({
      senderCybrId: sofia.cybrId,
      contentId: null,
      languageCode: null,
      outcome: 'sent',
    });
  });

  it('sends an SMS through the gateway with its token, to the number given', async () => {
    const sofia = await person(demoAccounts.customer.email);
    const response = await send(
      {
        messageType: 'sms',
        cybrId: sofia.cybrId,
        cybrOrgId: sofia.cybrOrgId,
        recipientPhoneNumber: '+4791234567',
        contentData: library('teach-mfa-fatigue-sms', 'en'),
      },
      'distributor',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request).toMatchObject({ method: 'POST', path: '/messages' });
    expect(request!.headers.authorization).toBe('Bearer gateway-secret');
    const [row] = await sends();
    expect(request!.body).toEqual({
      to: '+4791234567',
      from: '+4915112345678',
      body: `[TEST] Hi ${sofia.fullName.split(' ')[0]}: never approve a sign-in you did not start yourself.`,
      reference: `test-${row!.id}`,
    });
    expect(row).toMatchObject({
      channel: 'sms',
      address: '+4791234567',
      contentId: 'teach-mfa-fatigue-sms',
      languageCode: 'en',
      outcome: 'sent',
      providerMessageId: 'sms-77',
    });
  });

  it('posts to Teams through the organisation’s connection, and refuses an organisation without one', async () => {
    const sofia = await person(demoAccounts.customer.email);
    const key = Buffer.from(
      await sharedSecret(t.database.db, 'connection-token-key', () => randomBytes(32).toString('base64')),
      'base64',
    );
    const body = {
      messageType: 'teams',
      cybrId: sofia.cybrId,
      cybrOrgId: sofia.cybrOrgId,
      contentData: library('teach-teams-report-phishing', 'en'),
    };

    const refused = await send(body, 'distributor');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no Microsoft Teams connection/);
    expect(graph.received).toEqual([]);

    const sealed = tokenSealer(key).seal({
      provider: 'teams',
      token: { access_token: 'teams-access-token', token_type: 'Bearer' },
    });
    await t.database.db.insert(connections).values({
      cybrOrgId: sofia.cybrOrgId!,
      provider: 'teams',
      kind: 'chat',
      connectedBy: sofia.cybrId,
      tokenSealed: sealed,
    });
    const response = await send(body, 'distributor');
    expect(response.statusCode, response.body).toBe(200);
    expect(graph.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /me',
      'POST /chats',
      `POST /chats/${encodeURIComponent('19:chat-with-person')}/messages`,
    ]);
    expect(graph.received.every((r) => r.headers.authorization === 'Bearer teams-access-token')).toBe(true);
    expect(graph.received[1]!.body).toMatchObject({
      chatType: 'oneOnOne',
      members: [
        { 'user@odata.bind': `${graph.url}/users('sender-aad-id')` },
        { 'user@odata.bind': `${graph.url}/users('${encodeURIComponent(sofia.email)}')` },
      ],
    });
    const orgName = (
      await t.database.db.select().from(organizations).where(eq(organizations.cybrOrgId, sofia.cybrOrgId!))
    )[0]!.organizationName;
    expect(graph.received[2]!.body).toEqual({
      body: {
        contentType: 'text',
        content: `[TEST] Spotted something odd, ${sofia.fullName.split(' ')[0]}? Use the Report button: ${orgName} security looks at every report.`,
      },
    });
    expect((await sends())[0]).toMatchObject({
      channel: 'teams',
      address: sofia.email,
      contentId: 'teach-teams-report-phishing',
      outcome: 'sent',
      providerMessageId: 'teams-message-1',
    });

    // An expired or withdrawn token: Teams says 401, the sender is told to connect again.
    graph.state.handle = () => ({ status: 401, body: { error: { code: 'InvalidAuthenticationToken' } } });
    const expired = await send(body, 'distributor');
    expect(expired.statusCode).toBe(502);
    expect(expired.json().message).toMatch(/connect Teams again/);
  });

  it('answers 400 PROVIDER_NOT_CONFIGURED naming the settings when a channel is not set up, recording nothing', async () => {
    const sofia = await person(demoAccounts.customer.email);
    const before = (await sends()).length;
    const saved = { ...t.config.messaging };
    try {
      t.config.messaging.smtp = null;
      t.config.messaging.smsGateway = null;
      const email = await send(
        {
          messageType: 'email',
          cybrId: sofia.cybrId,
          cybrOrgId: sofia.cybrOrgId,
          contentData: library('breach-invoice-overdue', 'de'),
        },
        'distributor',
      );
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({
        code: 'PROVIDER_NOT_CONFIGURED',
        message: expect.stringMatching(/SMTP_URL and SMTP_FROM/),
      });
      const sms = await send(
        {
          messageType: 'sms',
          cybrId: sofia.cybrId,
          cybrOrgId: sofia.cybrOrgId,
          recipientPhoneNumber: '+4791234567',
          contentData: library('breach-parcel-sms', 'no'),
        },
        'distributor',
      );
      expect(sms.json()).toMatchObject({
        code: 'PROVIDER_NOT_CONFIGURED',
        message: expect.stringMatching(/SMS_GATEWAY_URL/),
      });
    } finally {
      Object.assign(t.config.messaging, saved);
    }
    expect((await sends()).length).toBe(before);
    expect(smtp.received).toEqual([]);
  });

  it('answers 502 when the provider refuses or does not answer in time, recording the send as failed', async () => {
    const sofia = await person(demoAccounts.customer.email);
    const distributor = await person(demoAccounts.distributor.email);
    const email = {
      messageType: 'email',
      cybrId: sofia.cybrId,
      cybrOrgId: sofia.cybrOrgId,
      contentData: library('teach-password-reuse', 'fr'),
    };

    smtp.behaviour.refuse = true;
    const refused = await send(email, 'distributor');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The mail server refused the message (SMTP 550)',
    });
    expect(smtp.received).toEqual([]);
    expect((await sends())[0]).toMatchObject({
      channel: 'email',
      contentId: 'teach-password-reuse',
      languageCode: 'fr',
      outcome: 'failed',
      failure: 'The mail server refused the message (SMTP 550)',
      providerMessageId: null,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'message.test.failed',
      actorCybrId: distributor.cybrId,
      after: { channel: 'email', failure: 'The mail server refused the message (SMTP 550)' },
    });

    const sms = {
      messageType: 'sms',
      cybrId: sofia.cybrId,
      cybrOrgId: sofia.cybrOrgId,
      recipientPhoneNumber: '+4791234567',
      contentData: library('breach-parcel-sms', 'en'),
    };
    gateway.state.handle = () => ({ status: 503, body: { error: 'down' } });
    const down = await send(sms, 'distributor');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('The SMS gateway refused the message (HTTP 503)');

    const timeout = t.config.messaging.timeoutMs;
    t.config.messaging.timeoutMs = 300;
    try {
      gateway.state.handle = () => 'stall';
      const slow = await send(sms, 'distributor');
      expect(slow.statusCode).toBe(502);
      expect(slow.json().message).toMatch(/did not answer within 0.3 seconds/);
      smtp.behaviour.stall = true;
      const slowMail = await send(email, 'distributor');
      expect(slowMail.statusCode).toBe(502);
      expect(slowMail.json().message).toMatch(/mail server did not answer/);
    } finally {
      t.config.messaging.timeoutMs = timeout;
    }
    expect((await sends()).slice(0, 3).map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed']);
  });

  describe('refusals, with nothing sent or recorded', () => {
    let before: number;
    beforeEach(async () => {
      before = (await sends()).length;
    });
    const nothingHappened = async () => {
      expect((await sends()).length).toBe(before);
      expect(smtp.received).toEqual([]);
      expect(gateway.received).toEqual([]);
    };

    it('answers 401 without a session', async () => {
      const sofia = await person(demoAccounts.customer.email);
      expect(
        (
          await send(
            {
              messageType: 'email',
              cybrId: sofia.cybrId,
              cybrOrgId: sofia.cybrOrgId,
              contentData: library('breach-invoice-overdue', 'en'),
            },
            null,
          )
        ).statusCode,
      ).toBe(401);
      await nothingHappened();
    });

    it.each([
      [{ messageType: 'fax' }, 'messageType'],
      [{ messageType: 'sms', contentData: { from: 'X', body: 'y' } }, 'recipientPhoneNumber'],
      [
        { messageType: 'sms', recipientPhoneNumber: '0047 912', contentData: { from: 'X', body: 'y' } },
        'recipientPhoneNumber',
      ],
      [
        { messageType: 'email', contentData: { fromEmail: 'a@b.example', fromName: 'A', body: 'x' } },
        'contentData.subject',
      ],
      [{ messageType: 'teams', contentData: { body: 'x'.repeat(28_001) } }, 'contentData.body'],
    ])('answers 400 for %j naming %s', async (partial, field) => {
      const sofia = await person(demoAccounts.customer.email);
      const response = await send({ cybrId: sofia.cybrId, cybrOrgId: sofia.cybrOrgId, ...partial }, 'distributor');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
      await nothingHappened();
    });

    it('answers 404 to another partner and for a person outside the organisation, 403 to a plain member', async () => {
      const sofia = await person(demoAccounts.customer.email);
      const body = {
        messageType: 'email',
        cybrId: sofia.cybrId,
        cybrOrgId: sofia.cybrOrgId,
        contentData: library('breach-invoice-overdue', 'en'),
      };
      const otherPartner = await send(body, 'reseller');
      expect(otherPartner.statusCode).toBe(404);
      expect(otherPartner.json().message).toBe('Organization not found');
      expect((await send({ ...body, cybrOrgId: 'no-such-organisation' }, 'distributor')).json().message).toBe(
        'Organization not found',
      );
      expect((await send(body, 'staff')).statusCode).toBe(404);

      const reseller = await person(demoAccounts.reseller.email);
      const outsider = await send({ ...body, cybrId: reseller.cybrId }, 'distributor');
      expect(outsider.statusCode).toBe(404);
      expect(outsider.json().message).toBe('Person not found');

      const member = (
        await t.database.db
          .select()
          .from(users)
          .where(and(eq(users.cybrOrgId, sofia.cybrOrgId!), eq(users.userRole, 'User')))
      )[0]!;
      expect((await send(body, member.cybrId)).statusCode).toBe(403);
      await nothingHappened();
    });
  });

  it(`lets one person send at most ${testMessagesPerHour} an hour: the next is 429 and nothing is sent`, async () => {
    const reseller = await person(demoAccounts.reseller.email);
    const customerOrg = (
      await t.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.partnerCybrOrgId, reseller.cybrOrgId!))
        .limit(1)
    )[0]!;
    const [recipient] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.cybrOrgId, customerOrg.cybrOrgId))
      .limit(1);
    // Earlier sends this hour, as if made a moment ago; an older one no longer counts.
    const earlier = {
      senderCybrId: reseller.cybrId,
      cybrOrgId: customerOrg.cybrOrgId,
      recipientCybrId: recipient!.cybrId,
      channel: 'email',
      address: recipient!.email,
      outcome: 'sent',
    };
    await t.database.db.insert(messageSends).values([
      ...Array.from({ length: testMessagesPerHour - 2 }, () => ({
        ...earlier,
        createdAt: new Date(Date.now() - 600_000).toISOString(),
      })),
      { ...earlier, createdAt: new Date(Date.now() - 3_700_000).toISOString() },
    ]);
    const body = {
      messageType: 'email',
      cybrId: recipient!.cybrId,
      cybrOrgId: customerOrg.cybrOrgId,
      contentData: library('breach-invoice-overdue', 'de'),
    };
    const answers = await Promise.all([send(body, 'reseller'), send(body, 'reseller'), send(body, 'reseller')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429]);
    expect(smtp.received).toHaveLength(2);
    const mine = await t.database.db
      .select()
      .from(messageSends)
      .where(inArray(messageSends.senderCybrId, [reseller.cybrId]));
    expect(mine).toHaveLength(testMessagesPerHour + 1);
    // Someone else is not held up by it.
    const sofia = await person(demoAccounts.customer.email);
    expect((await send({ ...body, cybrId: sofia.cybrId, cybrOrgId: sofia.cybrOrgId }, 'customer')).statusCode).toBe(
      200,
    );
  });
});
