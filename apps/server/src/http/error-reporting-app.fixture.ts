// Run by error-reporting.api.test.ts as a process of its own: the error-reporting SDK is process-wide
// (it instruments every Fastify instance created after it starts), and API test files share processes.
// Started as main.ts starts the server: reporting first, then the app; on SIGTERM the app closes and
// what is queued is sent.
import type { AddressInfo } from 'node:net';
import { readConfig } from '../config.ts';
import { createTestApp } from '@portal/test-kit/test-app.ts';
import { startErrorReporting, stopErrorReporting } from './error-reporting.ts';

const env = { APP_ENV: process.env.APP_ENV ?? '', SENTRY_DSN: process.env.SENTRY_DSN ?? '' };
const reporting = await startErrorReporting(readConfig(env));
const t = await createTestApp(env);
// Only this test app has it: a request that fails unexpectedly.
t.app.post('/test-only/fails/:token', async () => {
  throw new TypeError('the test-only route failed');
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (t.app.server.address() as AddressInfo).port, reporting })}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await t.close();
    await stopErrorReporting();
    process.exit(0);
  })();
});
