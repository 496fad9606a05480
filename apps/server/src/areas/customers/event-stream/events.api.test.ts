import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { customerEvents, organizations } from '../../../db/schema.ts';
import { sweepExpired } from '../../../sweeper.ts';
import { openSse } from '@portal/test-kit/sse-client.ts';
import { api, createTestApp, listeningTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { publishCustomerEvents } from '../../tenancy/customer-events/publish.ts';

let t: TestApp;
let base: string;
let ids: { distributor: string; alpine: string; thames: string };
const streams: ReturnType<typeof openSse>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    alpine: await t.orgId('Alpine Secure IT GmbH'),
    thames: await t.orgId('Thames Cyber Partners Ltd'),
  };
});
afterAll(async () => {
  streams.forEach((s) => s.abort());
  await t.close();
});

const connect = async (cookie: string, extra: Record<string, string> = {}) => {
  const stream = openSse(base + api('/api/v1/events'), { cookie, ...extra });
  streams.push(stream);
  return { stream, answer: await stream.opened };
};
const customerOf = async (partner: string) => {
  const [org] = await t.database.db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.partnerCybrOrgId, partner),
        not(organizations.isPistachioPartner),
        isNotNull(organizations.distributorCybrOrgId),
      ),
    );
  return org!;
};
const publish = (org: { cybrOrgId: string; partnerCybrOrgId: string | null; distributorCybrOrgId: string | null }) =>
  t.database.db.transaction((tx) =>
    publishCustomerEvents(tx, [
      {
        cybrOrgId: org.cybrOrgId,
        partnerCybrOrgId: org.partnerCybrOrgId,
        distributorCybrOrgId: org.distributorCybrOrgId,
        change: 'caps',
      },
    ]),
  );

describe('the event stream', () => {
  it('is for signed-in partner users only', async () => {
    expect((await connect('')).answer.status).toBe(401);
    expect((await connect(await t.cookieFor('customer'))).answer.status).toBe(403);
  });

  it('answers an uncompressed, uncached event stream that starts with the retry delay', async () => {
    const { stream, answer } = await connect(await t.cookieFor('reseller'), { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toContain('no-store');
    await stream.until(() => stream.messages.length > 0);
    expect(stream.messages[0]).toEqual({ retry: '3000' });
    await stream.until(() => stream.messages.length > 1);
    expect(stream.messages[1]).toEqual({ id: expect.stringMatching(/^t\d+$/) as string });
  });

  it("tells a customer's reseller and its distributor of a change, and no other partner", async () => {
    const [reseller, reseller2, distributor] = [
      await connect(await t.cookieFor('reseller')),
      await connect(await t.cookieFor('reseller2')),
      await connect(await t.cookieFor('distributor')),
    ];
    const alpineCustomer = await customerOf(ids.alpine);
    const thamesCustomer = await customerOf(ids.thames);
    await publish(alpineCustomer);
    await publish(thamesCustomer);
    await distributor.stream.until(() => distributor.stream.events('customer.changed').length === 2);
    await reseller.stream.until(() => reseller.stream.events('customer.changed').length >= 1);
    await reseller2.stream.until(() => reseller2.stream.events('customer.changed').length >= 1);
    // The distributor's id travels on the channel only: clients get the contract's event.
    expect(reseller.stream.events('customer.changed')).toEqual([
      { cybrOrgId: alpineCustomer.cybrOrgId, partnerCybrOrgId: ids.alpine, change: 'caps' },
    ]);
    expect(reseller2.stream.events('customer.changed')).toEqual([
      { cybrOrgId: thamesCustomer.cybrOrgId, partnerCybrOrgId: ids.thames, change: 'caps' },
    ]);
    expect(distributor.stream.events('customer.changed').map((e) => (e as { cybrOrgId: string }).cybrOrgId)).toEqual([
      alpineCustomer.cybrOrgId,
      thamesCustomer.cybrOrgId,
    ]);
    const ids1 = distributor.stream.messages.filter((m) => m.event).map((m) => Number(m.id));
    expect(ids1[1]).toBeGreaterThan(ids1[0]!);
  });

  it('says nothing of a change that was rolled back', async () => {
    const { stream } = await connect(await t.cookieFor('reseller'));
    const customer = await customerOf(ids.alpine);
    await t.database.db
      .transaction(async (tx) => {
        await publishCustomerEvents(tx, [{ ...customer, change: 'status' }]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await publish(customer);
    await stream.until(() => stream.events('customer.changed').length === 1);
    expect(stream.events('customer.changed')).toEqual([
      { cybrOrgId: customer.cybrOrgId, partnerCybrOrgId: ids.alpine, change: 'caps' },
    ]);
  });

  it('gives a first connection its position, then sends a reconnection what it missed, from the table', async () => {
    const first = await connect(await t.cookieFor('reseller'));
    await first.stream.until(() => first.stream.messages.some((m) => m.id));
    const position = first.stream.messages.find((m) => m.id)!.id!;
    expect(position).toMatch(/^t\d+$/);
    first.stream.abort();
    const alpineCustomer = await customerOf(ids.alpine);
    await publish(alpineCustomer);
    await publish(await customerOf(ids.thames));
    await publish(alpineCustomer);
    const stored = await t.database.db
      .select({ id: customerEvents.id, partner: customerEvents.partnerCybrOrgId })
      .from(customerEvents)
      .orderBy(desc(customerEvents.id))
      .limit(3);
    const [alpineLast, thames, alpineFirst] = stored.map((e) => String(e.id));
    expect(stored.map((e) => e.partner)).toEqual([ids.alpine, ids.thames, ids.alpine]);

    const again = await connect(await t.cookieFor('reseller'), { 'last-event-id': position });
    const replayedIds = () => again.stream.messages.filter((m) => m.event === 'customer.changed').map((m) => m.id);
    await again.stream.until(() => replayedIds().includes(alpineLast));
    // In order, with the ids they were stored under; another partner's change in between is not among them.
    expect(replayedIds().slice(-2)).toEqual([alpineFirst, alpineLast]);
    expect(replayedIds()).not.toContain(thames);
    expect(again.stream.events('customer.changed').at(-1)).toEqual({
      cybrOrgId: alpineCustomer.cybrOrgId,
      partnerCybrOrgId: ids.alpine,
      change: 'caps',
    });
    again.stream.abort();

    // From the first of those ids on, the second is what was missed.
    const later = await connect(await t.cookieFor('reseller'), { 'last-event-id': alpineFirst! });
    const laterIds = () => later.stream.messages.filter((m) => m.event === 'customer.changed').map((m) => m.id);
    await later.stream.until(() => laterIds().includes(alpineLast));
    expect(laterIds()).not.toContain(alpineFirst);
    expect(later.stream.events('resync')).toEqual([]);
  });

  it("asks a client whose Last-Event-ID is unknown, another partner's or too old to read its lists again", async () => {
    await publish(await customerOf(ids.thames));
    const [thamesEvent] = await t.database.db
      .select({ id: customerEvents.id })
      .from(customerEvents)
      .where(eq(customerEvents.partnerCybrOrgId, ids.thames))
      .orderBy(desc(customerEvents.id))
      .limit(1);
    for (const lastEventId of ['999999999', 'nonsense', String(thamesEvent!.id), `t${Date.now() - 2 * 86_400_000}`]) {
      const { stream } = await connect(await t.cookieFor('reseller'), { 'last-event-id': lastEventId });
      await stream.until(() => stream.events('resync').length === 1);
      expect(stream.events('customer.changed')).toEqual([]);
      stream.abort();
    }
  });

  it('ends when its session is signed out', async () => {
    const cookie = await t.cookieFor('reseller');
    const { stream } = await connect(cookie);
    await stream.until(() => stream.messages.length > 0);
    const out = await t.app.inject({
      method: 'POST',
      url: api('/api/v1/logout'),
      headers: { cookie, origin: 'http://127.0.0.1:3000' },
    });
    expect(out.statusCode).toBe(200);
    await stream.until(() => stream.ended);
  });
});

describe('the replay table', () => {
  it('keeps events a day: the sweeper deletes older ones and leaves newer ones', async () => {
    const customer = await customerOf(ids.alpine);
    const [old, recent] = await t.database.db
      .insert(customerEvents)
      .values([
        { ...customer, change: 'caps', createdAt: sql`now() - interval '25 hours'` as never },
        { ...customer, change: 'caps', createdAt: sql`now() - interval '23 hours'` as never },
      ])
      .returning({ id: customerEvents.id });
    await sweepExpired(t.database.db, 3600);
    const left = await t.database.db
      .select({ id: customerEvents.id })
      .from(customerEvents)
      .where(inArray(customerEvents.id, [old!.id, recent!.id]));
    expect(left).toEqual([{ id: recent!.id }]);
  });
});

describe('the heartbeat', () => {
  it('comes at the configured interval on an idle stream, so proxies keep it open', async () => {
    const quick = await listeningTestApp({ EVENT_HEARTBEAT_SECONDS: '1' });
    try {
      const stream = openSse(quick.base + api('/api/v1/events'), { cookie: await quick.cookieFor('reseller') });
      expect((await stream.opened).status).toBe(200);
      // At the default 25 s, no beat would come within this wait.
      await stream.until(() => stream.messages.filter((m) => m.comment === 'heartbeat').length >= 2, 10_000);
      stream.abort();
    } finally {
      await quick.close();
    }
  });
});
