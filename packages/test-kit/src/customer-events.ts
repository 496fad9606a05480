import type { Database } from '@portal/server/src/db/client.ts';
import {
  customerEventsChannel,
  type PublishedCustomerEvent,
} from '@portal/server/src/areas/tenancy/customer-events/publish.ts';

/** Everything announced on the customer events channel from now on, as another server process would hear it. */
export async function listenToCustomerEvents(database: Database) {
  const heard: PublishedCustomerEvent[] = [];
  await database.listen(customerEventsChannel, {
    message: (payload) => heard.push(JSON.parse(payload) as PublishedCustomerEvent),
  });
  return {
    heard,
    /** Waits until an event like `expected` has been heard (NOTIFY is delivered on commit, asynchronously). */
    async waitFor(expected: Partial<PublishedCustomerEvent>, timeoutMs = 5000): Promise<PublishedCustomerEvent> {
      const matches = (event: PublishedCustomerEvent) =>
        Object.entries(expected).every(([key, value]) => event[key as keyof PublishedCustomerEvent] === value);
      for (
        const started = Date.now();
        Date.now() - started < timeoutMs;
        await new Promise((resolve) => setTimeout(resolve, 20))
      ) {
        const found = heard.find(matches);
        if (found) return found;
      }
      throw new Error(`no customer event like ${JSON.stringify(expected)}; heard ${JSON.stringify(heard)}`);
    },
  };
}
