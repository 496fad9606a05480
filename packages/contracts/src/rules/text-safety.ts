import { messages } from './validation.ts';

// PostgreSQL cannot store NUL in text, and an unpaired surrogate has no UTF-8 form (it would be
// stored as U+FFFD, silently changing what was sent): neither is ever meaningful input.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const unsafeText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No request of the API nests deeper than this; deeper input is refused before it is parsed further. */
export const maxInputDepth = 16;

export interface UnsafeInput {
  /** Dotted path of the offending value, e.g. `billingInfo.address.city`. */
  field: string;
  message: string;
}

// A key may be '' (a client can send `{"": …}`); the field named is then the part it came in.
const join = (path: readonly (string | number)[], fallback: string) => path.join('.') || fallback;

/**
 * The first string (value or key) in `value` that no field can accept, or input nested deeper than
 * maxInputDepth. Runs before any schema, so every endpoint refuses such input the same way.
 */
export function findUnsafeInput(value: unknown, root: string, path: (string | number)[] = []): UnsafeInput | null {
  if (typeof value === 'string')
    return unsafeText.test(value) ? { field: join(path, root), message: messages.invalid } : null;
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= maxInputDepth)
    return { field: join(path, root), message: `Nested more than ${maxInputDepth} levels` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeInput(value[i], root, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (unsafeText.test(key)) return { field: join(path, root), message: messages.invalid };
    const found = findUnsafeInput(item, root, [...path, key]);
    if (found) return found;
  }
  return null;
}
