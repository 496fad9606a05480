import { customerEventName, type CustomerEvent } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import type { Logger } from '../../../logger.ts';
import { customerEventsChannel, type StoredCustomerEvent } from '../../tenancy/index.ts';

/** One open event stream, as the hub sees it. */
export interface StreamClient {
  cybrOrgId: string;
  send(event: string, data: unknown, id?: string): void;
}

/**
 * Fans customer events out to this process's open streams. The process LISTENs once; each event
 * goes only to the streams of the customer's partner and of the distributor above it.
 */
export class CustomerEventHub {
  private readonly byOrg = new Map<string, Set<StreamClient>>();
  private missed = false;

  constructor(private readonly log: Logger) {}

  async start(database: Database): Promise<void> {
    await database.listen(customerEventsChannel, {
      message: (payload) => this.deliver(payload),
      // Events may have been missed while the subscription was down: clients read their lists again.
      down: () => {
        this.missed = true;
      },
      up: () => {
        if (!this.missed) return;
        this.missed = false;
        for (const set of this.byOrg.values()) for (const client of set) client.send('resync', {});
      },
    });
  }

  add(client: StreamClient): () => void {
    const set = this.byOrg.get(client.cybrOrgId) ?? new Set();
    set.add(client);
    this.byOrg.set(client.cybrOrgId, set);
    return () => {
      set.delete(client);
      if (set.size === 0 && this.byOrg.get(client.cybrOrgId) === set) this.byOrg.delete(client.cybrOrgId);
    };
  }

  get size(): number {
    let n = 0;
    for (const set of this.byOrg.values()) n += set.size;
    return n;
  }

  private deliver(payload: string): void {
    let published: StoredCustomerEvent;
    try {
      published = JSON.parse(payload) as StoredCustomerEvent;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable customer event ignored');
      return;
    }
    // Who may hear it travels with the event but never reaches a browser.
    const event: CustomerEvent = {
      cybrOrgId: published.cybrOrgId,
      partnerCybrOrgId: published.partnerCybrOrgId,
      change: published.change,
    };
    const listeners = new Set<StreamClient>();
    for (const org of [published.partnerCybrOrgId, published.distributorCybrOrgId]) {
      if (org) for (const client of this.byOrg.get(org) ?? []) listeners.add(client);
    }
    for (const client of listeners) client.send(customerEventName, event, String(published.id));
  }
}
