/**
 * §7: requests carry JSON headers and optional session, ghost and server-context headers.
 *
 * The header names are our decision (the spec does not name them):
 *   x-session-id      — the session id, when one is set
 *   x-ghost-mode      — 'true' while in ghost mode (omitted otherwise)
 *   x-server-context  — an opaque server-context value, when one is set
 */
export const sessionIdHeader = 'x-session-id';
export const ghostModeHeader = 'x-ghost-mode';
export const serverContextHeader = 'x-server-context';

export interface RequestContext {
  sessionId?: string;
  ghost?: boolean;
  serverContext?: string;
}

let context: RequestContext = {};

/** Replaces the whole context (pass {} to clear it); applies to every later request. */
export function setRequestContext(next: RequestContext): void {
  context = { ...next };
}

export function getRequestContext(): Readonly<RequestContext> {
  return context;
}

export function contextHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.sessionId) headers[sessionIdHeader] = context.sessionId;
  if (context.ghost === true) headers[ghostModeHeader] = 'true';
  if (context.serverContext) headers[serverContextHeader] = context.serverContext;
  return headers;
}

/**
 * Headers of one request: accept JSON (binary downloads accept anything), content-type JSON
 * when a body is sent, and the context headers.
 */
export function requestHeaders(options: { binary: boolean; hasBody: boolean }): Record<string, string> {
  return {
    accept: options.binary ? '*/*' : 'application/json',
    ...(options.hasBody ? { 'content-type': 'application/json' } : {}),
    ...contextHeaders(),
  };
}
