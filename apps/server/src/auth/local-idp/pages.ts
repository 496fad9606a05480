const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `body{font-family:system-ui,sans-serif;background:#f4f6fa;margin:0;display:grid;place-items:center;min-height:100vh;color:#1a1b1e}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 12px #0002;width:min(360px,90vw)}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #868e96;border-radius:4px;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.7rem;background:#1c4ed8;color:#fff;border:0;border-radius:4px;font-size:1rem;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
p[role=alert]{color:#b3261e;font-weight:600}`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${styles}</style>${head}</head><body><main>${body}</main></body></html>`;
}

export function loginPage(uid: string, options: { email?: string; error?: string } = {}): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${options.error ? `<p role="alert">${escape(options.error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${escape(uid)}/login" autocomplete="on">
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus value="${escape(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function errorPage(error: string, description: string): string {
  return page('Sign-in error', `<h1>Sign-in error</h1><p role="alert">${escape(error)}</p><p>${escape(description)}</p>`);
}

export const autoSubmitScript = "document.addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()})";

/** The provider's sign-out confirmation; `form` is its own form (with the anti-forgery token). */
export function signingOutPage(form: string, automatic: boolean): string {
  const choice = `<input type="hidden" form="op.logoutForm" name="logout" value="yes">`;
  return page(
    'Signing out',
    `<h1>${automatic ? 'Signing you out…' : 'Sign out?'}</h1>${form}${choice}<button type="submit" form="op.logoutForm"${automatic ? '' : ' autofocus'}>Sign out</button>`,
    automatic ? `<script>${autoSubmitScript}</script>` : '',
  );
}
