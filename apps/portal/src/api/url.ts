import { UnresolvedPathError } from './api-error.ts';

// Any {…} segment, including an empty {}.
const placeholder = /\{([^{}]*)\}/g;

/**
 * §5: substitutes {name} placeholders with URI-encoded parameter values. A placeholder whose
 * value is missing, null or '' (which would leave an empty path segment), and an empty `{}`,
 * is an error: it throws before any request is made.
 */
export function resolvePath(path: string, params: Record<string, unknown> = {}): string {
  const resolved = path.replace(placeholder, (whole, name: string) => {
    const value = name === '' ? undefined : params[name];
    return value === undefined || value === null || value === '' ? whole : encodeURIComponent(String(value));
  });
  // Substituted values cannot contain braces (encodeURIComponent escapes them), so any left are unresolved.
  const left = /\{[^{}]*\}/.exec(resolved);
  if (left) throw new UnresolvedPathError(left[0], path);
  return resolved;
}

/**
 * §5: search parameters with null (or undefined) values are dropped. Other values, including
 * '' and false, are sent as text; arrays are sent comma-joined (String(array)).
 */
export function searchParams(query: Record<string, unknown> = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) out.set(key, String(value));
  }
  return out;
}
