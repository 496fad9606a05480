import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { maxResourceFileBytes, type Resource } from '@portal/contracts';
import { auditLog, resources } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let cookies: Record<'distributor' | 'reseller' | 'customer' | 'staff', string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    customer: await t.cookieFor('customer'),
    staff: await t.cookieFor('staff'),
  };
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const list = async (query: string, cookie = cookies.reseller) => {
  const response = await t.app.inject({ url: api(`/api/v1/resources${query}`), headers: { cookie } });
  return { status: response.statusCode, body: response.json() };
};
const upload = (body: object, cookie = cookies.staff) =>
  t.app.inject({ method: 'POST', url: api('/api/v1/platform/resources'), headers: { cookie, origin }, payload: body });
const remove = (resourceId: string, cookie = cookies.staff) =>
  t.app.inject({ method: 'DELETE', url: api(`/api/v1/platform/resources/${resourceId}`), headers: { cookie, origin } });
const download = (resourceId: string, cookie = cookies.reseller) =>
  t.app.inject({ url: api(`/api/v1/resources/${resourceId}/file`), headers: { cookie } });
const stored = async () => (await t.database.db.select({ n: count() }).from(resources))[0]!.n;

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const validUpload = {
  title: 'Reseller price sheet',
  description: 'Tiers and bundles for resellers',
  language: 'nl',
  kind: 'sales',
  fileName: 'Prijslijst "2026".pdf',
  content: pdfBytes.toString('base64'),
};

describe('GET /api/v1/resources', () => {
  it('lists the seeded library newest first, a page at a time, without the files themselves', async () => {
    const { status, body } = await list('?from=0&to=4');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 4, from: 0, to: 4, reqFrom: 0, reqTo: 4, total: 9 });
    const dates = body.data.map((r: Resource) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data[0]).not.toHaveProperty('content');
    const next = await list('?from=4&to=8');
    expect(next.body.data.map((r: Resource) => r.resourceId)).not.toContain(body.data[3].resourceId);
  });

  it('searches title and description case-insensitively, with % and _ as plain text', async () => {
    const { body } = await list('?search=ONBOARDING');
    expect(body.data.map((r: Resource) => r.title).sort()).toEqual([
      'Customer onboarding checklist',
      'Onboarding-Leitfaden für Kunden',
    ]);
    expect((await list('?search=phishing-kampagne')).body.data.map((r: Resource) => r.language)).toEqual(['de']);
    expect((await list('?search=%25')).body.total).toBe(0);
  });

  it('filters by language and kind, and sorts by title', async () => {
    const english = await list('?language=en&sortBy=title');
    expect(english.body.data.map((r: Resource) => r.title)).toEqual([
      'Customer onboarding checklist',
      'Insider-threat detection: data sources',
      'Partner sales playbook',
    ]);
    const sales = await list('?kind=sales&sortBy=title&order=desc');
    expect(sales.body.data.map((r: Resource) => r.language)).toEqual(['no', 'pl', 'en']);
    expect((await list('?language=en&kind=marketing')).body).toMatchObject({ data: [], total: 0 });
  });

  it('refuses an unknown language or an over-long search with 400 naming the field', async () => {
    expect((await list('?language=xx')).body.fields[0].field).toBe('language');
    expect((await list(`?search=${'a'.repeat(101)}`)).body.fields[0].field).toBe('search');
  });

  it('is for partner users and staff: a customer organisation user gets 403, no session 401', async () => {
    expect((await list('', cookies.staff)).status).toBe(200);
    expect((await list('', cookies.customer)).status).toBe(403);
    expect((await t.app.inject({ url: api('/api/v1/resources') })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/resources/{resourceId}/file', () => {
  it('downloads the stored bytes as an attachment with their type, size and checksum', async () => {
    const { body } = await list('?language=no');
    const guide = body.data[0] as Resource;
    const response = await download(guide.resourceId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="salgsguide-partnere.pdf"; filename*=UTF-8''salgsguide-partnere.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.byteLength).toBe(guide.size);
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(guide.checksum);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for an unknown id and 403 to a customer organisation user', async () => {
    expect((await download('no-such-resource')).statusCode).toBe(404);
    const { body } = await list('');
    expect((await download(body.data[0].resourceId, cookies.customer)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/platform/resources', () => {
  it('lets staff add a file: stored with its size and checksum, listed, downloadable, audited', async () => {
    const response = await upload(validUpload);
    expect(response.statusCode).toBe(200);
    const added = response.json() as Resource;
    expect(added).toMatchObject({
      title: 'Reseller price sheet',
      language: 'nl',
      kind: 'sales',
      contentType: 'application/pdf',
      size: pdfBytes.byteLength,
      checksum: createHash('sha256').update(pdfBytes).digest('hex'),
    });
    expect((await list('?language=nl')).body.data.map((r: Resource) => r.resourceId)).toEqual([added.resourceId]);
    const file = await download(added.resourceId);
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    // A quote in the name cannot end the header's quoted filename.
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Prijslijst _2026_.pdf"; filename*=UTF-8''Prijslijst%20%222026%22.pdf`,
    );
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, added.resourceId));
    expect(entry).toMatchObject({
      action: 'resource.added',
      after: { title: 'Reseller price sheet', fileName: 'Prijslijst "2026".pdf', size: pdfBytes.byteLength },
    });
  });

  it('refuses a partner with 403 and changes nothing', async () => {
    const before = await stored();
    for (const cookie of [cookies.distributor, cookies.customer]) {
      const response = await upload(validUpload, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await stored()).toBe(before);
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const before = await stored();
    const refused = async (change: object) => {
      const response = await upload({ ...validUpload, ...change });
      expect(response.statusCode).toBe(400);
      return response.json().fields[0];
    };
    expect(await refused({ title: '  ' })).toEqual({ field: 'title', message: 'Text field cannot be empty' });
    expect(await refused({ language: 'se' })).toMatchObject({ field: 'language' });
    expect(await refused({ kind: 'secret' })).toMatchObject({ field: 'kind' });
    expect(await refused({ fileName: 'page.html' })).toMatchObject({
      field: 'fileName',
      message: expect.stringContaining('Accepted files: .pdf'),
    });
    expect(await refused({ fileName: '../etc/guide.pdf' })).toMatchObject({ field: 'fileName' });
    expect(await refused({ content: 'not base64!' })).toMatchObject({ field: 'content' });
    expect(await refused({ content: '' })).toEqual({ field: 'content', message: 'The file is empty' });
    // HTML named .pdf is not a PDF: it would otherwise be served as one.
    expect(
      await refused({ content: Buffer.from('<html><script>alert(1)</script></html>').toString('base64') }),
    ).toMatchObject({ field: 'content' });
    expect(await stored()).toBe(before);
  });

  it('refuses a file over 5 MB', async () => {
    const before = await stored();
    const big = Buffer.concat([pdfBytes, Buffer.alloc(maxResourceFileBytes)]);
    const response = await upload({ ...validUpload, content: big.toString('base64') });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toEqual({ field: 'content', message: 'The file may be at most 5 MB' });
    const far = await upload({ ...validUpload, content: Buffer.alloc(maxResourceFileBytes * 2).toString('base64') });
    expect(far.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });
});

describe('DELETE /api/v1/platform/resources/{resourceId}', () => {
  it('refuses a partner with 403; lets staff remove, audited; the file is gone; a second removal is 404', async () => {
    const added = (await upload({ ...validUpload, title: 'Short-lived' })).json() as Resource;
    expect((await remove(added.resourceId, cookies.reseller)).statusCode).toBe(403);
    expect((await download(added.resourceId)).statusCode).toBe(200);

    const response = await remove(added.resourceId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await download(added.resourceId)).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'resource.removed',
      target: added.resourceId,
      before: { title: 'Short-lived' },
    });
    expect((await remove(added.resourceId)).statusCode).toBe(404);
  });

  it('refuses a request from another site before doing anything', async () => {
    const [first] = await t.database.db.select({ id: resources.resourceId }).from(resources).limit(1);
    const response = await t.app.inject({
      method: 'DELETE',
      url: api(`/api/v1/platform/resources/${first!.id}`),
      headers: { cookie: cookies.staff, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await download(first!.id)).statusCode).toBe(200);
  });
});
