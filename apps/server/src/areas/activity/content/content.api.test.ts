import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageContentSchema } from '@portal/contracts';
import { messageContents } from '../../../db/schema.ts';
import type { DemoAccount } from '../../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (contentId: string, account: DemoAccount | null = 'reseller') =>
  t.app.inject({
    url: api(`/api/v1/content/${encodeURIComponent(contentId)}`),
    headers: account ? { cookie: await t.cookieFor(account) } : {},
  });

describe('GET /api/v1/content/{contentId}', () => {
  it('answers an e-mail with its metadata, its texts in three languages and its template variables', async () => {
    const response = await read('breach-invoice-overdue');
    expect(response.statusCode).toBe(200);
    const body = messageContentSchema.parse(response.json());
    expect(body.channel).toBe('email');
    expect(body.metadata).toMatchObject({
      contentId: 'breach-invoice-overdue',
      baseLanguage: 'en',
      contentName: 'Overdue invoice',
      tags: ['breach', 'finance', 'attachment'],
    });
    expect(Object.keys(body.text).sort()).toEqual(['de', 'en', 'no']);
    expect(body.text.de).toMatchObject({
      subject: 'Rechnung 4471 ist überfällig',
      attachedFileName: 'rechnung-4471.pdf',
    });
    expect(body.templateVariables.map((v) => v.variableName)).toEqual([
      'recipientFirstName',
      'companyName',
      'trackingLink',
    ]);
    expect(Date.parse(body.metadata.creationDate)).toBeLessThan(Date.now());
  });

  it('answers SMS and Teams content in their own shapes, and an image variable', async () => {
    const sms = messageContentSchema.parse((await read('teach-mfa-fatigue-sms', 'distributor')).json());
    expect(sms).toMatchObject({
      channel: 'sms',
      metadata: { baseLanguage: 'de' },
      text: { en: { from: '+4915112345678' } },
    });
    const teams = messageContentSchema.parse((await read('breach-teams-file-share')).json());
    expect(teams.channel).toBe('teams');
    expect(Object.keys(teams.text).sort()).toEqual(['en', 'es', 'nl']);
    const email = messageContentSchema.parse((await read('teach-password-reuse')).json());
    expect(email.templateVariables).toContainEqual({
      variableName: 'companyLogo',
      exampleValue: 'https://portal.example/logo.png',
      composite: false,
      exampleType: 'image',
    });
  });

  it('reads the library table as it is now', async () => {
    await t.database.db.insert(messageContents).values({
      contentId: 'added-later',
      channel: 'teams',
      author: 'Test',
      baseLanguage: 'fi',
      contentName: 'Uusi',
      text: { fi: { body: 'Hei' } },
    });
    const response = await read('added-later');
    expect(response.json()).toMatchObject({
      channel: 'teams',
      text: { fi: { body: 'Hei' } },
      templateVariables: [],
      metadata: { contentNames: {}, tags: [] },
    });
    await t.database.db.delete(messageContents).where(eq(messageContents.contentId, 'added-later'));
    expect((await read('added-later')).statusCode).toBe(404);
  });

  it('refuses content without a text in its base language or on another channel', async () => {
    await expect(
      t.database.db.insert(messageContents).values({
        contentId: 'bad-1',
        channel: 'sms',
        author: 'T',
        baseLanguage: 'en',
        contentName: 'x',
        text: { de: { from: 'x', body: 'y' } },
      }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(messageContents).values({
        contentId: 'bad-2',
        channel: 'fax' as 'sms',
        author: 'T',
        baseLanguage: 'en',
        contentName: 'x',
        text: { en: { body: 'y' } },
      }),
    ).rejects.toThrow();
  });

  it('is read by platform staff; a customer organisation’s user gets 403 and no session 401', async () => {
    expect((await read('breach-parcel-sms', 'staff')).statusCode).toBe(200);
    expect((await read('breach-parcel-sms', 'customer')).statusCode).toBe(403);
    expect((await read('breach-parcel-sms', null)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and 400 naming contentId for one too long', async () => {
    expect((await read('no-such-content')).statusCode).toBe(404);
    const response = await read('c'.repeat(65));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain('contentId');
  });
});
