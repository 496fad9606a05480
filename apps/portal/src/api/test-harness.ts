// Test helper: points the client at a fresh local server and resets all client state per test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { apiBasePath } from '@portal/contracts';
import { setRequestContext } from './headers.ts';
import { configureClient } from './http.ts';
import { clearResponseCache } from './response-cache.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { setValidation } from './validation.ts';

/** Registers hooks; the returned object's `server` is usable inside tests. */
export function withTestServer(): { readonly server: TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    configureClient({ origin: undefined, timeoutMs: undefined });
  });
  beforeEach(() => {
    server!.reset();
    configureClient({ origin: server!.origin, timeoutMs: undefined });
    clearResponseCache();
    setValidation(false);
    setRequestContext({});
  });
  return {
    get server() {
      if (!server) throw new Error('test server not started');
      return server;
    },
  };
}

/** The path the server sees for an API path. */
export const served = (path: string): string => `${apiBasePath}${path}`;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
