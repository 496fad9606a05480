import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What the work of one request needs to know of it without being handed it: the API key acting. */
interface RequestScope {
  apiKeyId?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Every request runs inside its own scope, from its first hook to its last continuation. */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => scope.run({}, done));
}

/** Notes the API key acting in the current request (the caller hook does, once it knows). */
export function noteApiKey(apiKeyId: string): void {
  const current = scope.getStore();
  if (current) current.apiKeyId = apiKeyId;
}

/** The API key acting in the current request, or null outside one or for a person's session. */
export const actingApiKey = (): string | null => scope.getStore()?.apiKeyId ?? null;
