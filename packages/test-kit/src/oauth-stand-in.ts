import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TokenRequest {
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

type TokenAnswer = { status: number; body: unknown } | 'hang';

export interface OAuthStandIn {
  base: string;
  /** Settings that point a provider (SLACK, GONG, …) at this server. */
  env(prefix: string): Record<string, string>;
  tokenRequests: TokenRequest[];
  /** The next token request gets this answer instead of a token; 'hang' never answers. */
  answerNext(answer: TokenAnswer): void;
  /** The next consent is refused, as a person pressing "Cancel" at the provider would. */
  denyNext(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for a provider's OAuth 2 endpoints on a loopback port: `/authorize` sends the browser
 * straight back with a code (or a refusal), `/token` answers a token the way Slack does (a
 * workspace in `team.name`), keeps every request, and can fail or hang on demand.
 */
export async function startOAuthStandIn(workspaceName = 'Fjord Workspace'): Promise<OAuthStandIn> {
  const scripted: TokenAnswer[] = [];
  let deny = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in.local');
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (deny) back.searchParams.set('error', 'access_denied');
      else back.searchParams.set('code', `code-${randomUUID()}`);
      deny = false;
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      standIn.tokenRequests.push({
        headers: request.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      });
      const answer = scripted.shift() ?? {
        status: 200,
        body: {
          ok: true,
          access_token: `xoxb-${randomUUID()}`,
          token_type: 'bot',
          team: { id: 'T0001', name: workspaceName },
        },
      };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: OAuthStandIn = {
    base,
    env: (prefix) => ({
      [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-client`,
      [`${prefix}_CLIENT_SECRET`]: `${prefix.toLowerCase()}-secret`,
      [`${prefix}_AUTHORIZE_URL`]: `${base}/authorize`,
      [`${prefix}_TOKEN_URL`]: `${base}/token`,
    }),
    tokenRequests: [],
    answerNext: (answer) => scripted.push(answer),
    denyNext: () => {
      deny = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
