import type { FastifyInstance } from 'fastify';
import { apiBasePath } from '@portal/contracts';
import { openApiDocument } from './openapi.ts';

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function renderPage(doc: Record<string, unknown>): string {
  const paths = doc.paths as Record<
    string,
    Record<string, { summary?: string; operationId: string; 'x-api-key-scope'?: string }>
  >;
  const rows = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const detail = escape(JSON.stringify(op, null, 2));
      return `<section><h2><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>
<p>${escape(op.summary ?? '')} <small>${op['x-api-key-scope'] === 'none' ? 'Signed-in people only.' : `API key scope: <code>${escape(op['x-api-key-scope'] ?? '')}</code>.`}</small></p><details><summary>Parameters and schemas of ${escape(op.operationId)}</summary><pre>${detail}</pre></details></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Partner portal API</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
h2{font-size:1.05rem;margin:1.5rem 0 .25rem}.m{display:inline-block;min-width:4.5rem;font-weight:700;color:#1c3faa}pre{background:#f1f3f5;padding:1rem;overflow:auto}
summary:focus-visible,a:focus-visible{outline:3px solid #f59f00}</style></head><body><main><h1>Partner portal API</h1>
<p>Base path <code>${apiBasePath}</code>. Machine-readable: <a href="${apiBasePath}/docs/openapi.json">OpenAPI 3.1 (JSON)</a>.</p>
<h2>Calling it with an API key</h2>
<p>A partner admin creates a key on Settings → API and chooses its scopes: <code>read</code>, <code>write</code> and <code>billing</code>. The key acts as the partner with exactly those scopes; each operation below names the one it needs.</p>
<pre>curl -H "Authorization: Bearer $PORTAL_KEY" \\
  "https://portal.example.com${apiBasePath}/api/v1/partners/$PARTNER_ID/organizations?from=0&amp;to=25"

curl -X PATCH -H "Authorization: Bearer $PORTAL_KEY" -H "Content-Type: application/json" \\
  -d '{"productType":"standard","licenseCap":50}' \\
  "https://portal.example.com${apiBasePath}/api/v1/partners/$PARTNER_ID/organizations/$CUSTOMER_ID/license-caps"</pre>
<p>A revoked, rotated or expired key answers 401; a key without the scope an operation needs, 403.</p>
${rows.join('\n')}</main></body></html>`;
}

export function registerApiDocs(app: FastifyInstance): void {
  const doc = openApiDocument();
  const page = renderPage(doc);
  app.get(`${apiBasePath}/docs/openapi.json`, (_request, reply) => reply.send(doc));
  app.get(`${apiBasePath}/docs`, (_request, reply) => reply.type('text/html').send(page));
}
