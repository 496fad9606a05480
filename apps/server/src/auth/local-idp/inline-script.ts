import type { KoaContextWithOIDC } from 'oidc-provider';
import { inlineScriptSource } from '../../page-kit/client-script.ts';

/**
 * Lets exactly this inline script run on this page: its hash joins the page's script-src, so the
 * Content-Security-Policy still refuses every other inline script.
 */
export function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  const hash = inlineScriptSource(script);
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  if (index >= 0) directives[index] = `${directives[index]} ${hash}`;
  else directives.push(`script-src 'self' ${hash}`);
  ctx.set('content-security-policy', directives.join(';'));
}
