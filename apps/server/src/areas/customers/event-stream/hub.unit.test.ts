import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import type { Subscriber } from '../../../db/notifications.ts';
import { silentLogger } from '../../../logger.ts';
import { EventStreamBody } from './event-stream.ts';
import { CustomerEventHub } from './hub.ts';

/** A hub on a fake channel: `publish` is a NOTIFY arriving, `subscriber` the hub's own subscription. */
async function hubWithChannel() {
  let subscriber: Subscriber | undefined;
  const database = { listen: async (_channel: string, s: Subscriber) => void (subscriber = s) } as unknown as Database;
  const hub = new CustomerEventHub(silentLogger);
  await hub.start(database);
  const heard = (cybrOrgId: string) => {
    const messages: unknown[][] = [];
    const leave = hub.add({
      cybrOrgId,
      send: (event, data, id) => messages.push(id === undefined ? [event, data] : [event, data, id]),
    });
    return { messages, leave };
  };
  return {
    hub,
    heard,
    subscriber: subscriber!,
    publish: (event: object) => subscriber!.message(JSON.stringify(event)),
  };
}

describe('the customer event hub', () => {
  it('sends an event with its stored id to the partner and the distributor above it only, without the distributor id', async () => {
    const { heard, publish } = await hubWithChannel();
    const [partner, distributor, other] = [heard('p1'), heard('d1'), heard('p2')];
    publish({ id: 7, cybrOrgId: 'c1', partnerCybrOrgId: 'p1', distributorCybrOrgId: 'd1', change: 'status' });
    const event = ['customer.changed', { cybrOrgId: 'c1', partnerCybrOrgId: 'p1', change: 'status' }, '7'];
    expect(partner.messages).toEqual([event]);
    expect(distributor.messages).toEqual([event]);
    expect(other.messages).toEqual([]);
  });

  it("sends a distributor's own customer's event once", async () => {
    const { heard, publish } = await hubWithChannel();
    const distributor = heard('d1');
    publish({ id: 8, cybrOrgId: 'c1', partnerCybrOrgId: 'd1', distributorCybrOrgId: 'd1', change: 'caps' });
    expect(distributor.messages).toHaveLength(1);
  });

  it('asks every stream to resync after the subscription was down, not on the first connect', async () => {
    const { hub, heard, subscriber } = await hubWithChannel();
    const a = heard('p1');
    subscriber.up?.();
    expect(a.messages).toEqual([]);
    subscriber.down?.();
    subscriber.up?.();
    expect(a.messages).toEqual([['resync', {}]]);
    a.leave();
    expect(hub.size).toBe(0);
  });

  it('ignores a payload it cannot read', async () => {
    const { heard, subscriber } = await hubWithChannel();
    const a = heard('p1');
    subscriber.message('not json');
    expect(a.messages).toEqual([]);
  });
});

describe('an event stream body', () => {
  it('starts with the retry delay, carries the ids it is given, and ends once', async () => {
    let ended = 0;
    const stream = new EventStreamBody(3000, () => ended++);
    stream.position('t1700000000000');
    stream.send('customer.changed', { a: 1 }, '41');
    stream.comment('heartbeat');
    stream.send('resync', {});
    stream.end();
    stream.end();
    let text = '';
    for await (const chunk of stream.body) text += String(chunk);
    expect(text).toBe(
      'retry: 3000\n\nid: t1700000000000\n\nid: 41\nevent: customer.changed\ndata: {"a":1}\n\n: heartbeat\n\nevent: resync\ndata: {}\n\n',
    );
    expect(ended).toBe(1);
  });

  it('drops a client that stops reading instead of holding its backlog', () => {
    let ended = false;
    const stream = new EventStreamBody(3000, () => (ended = true));
    const big = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 40 && !ended; i++) stream.send('customer.changed', big);
    expect(ended).toBe(true);
  });
});
