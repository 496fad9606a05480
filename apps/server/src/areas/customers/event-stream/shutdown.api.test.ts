import { describe, expect, it } from 'vitest';
import { openSse } from '@portal/test-kit/sse-client.ts';
import { api, createTestApp } from '@portal/test-kit/test-app.ts';

describe('a graceful shutdown', () => {
  it('ends open event streams instead of waiting for them', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = openSse(
      `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${api('/api/v1/events')}`,
      { cookie: await t.cookieFor('distributor') },
    );
    expect((await stream.opened).status).toBe(200);
    await stream.until(() => stream.messages.length > 0);
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.until(() => stream.ended);
  });
});
