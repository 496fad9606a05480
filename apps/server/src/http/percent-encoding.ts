/**
 * Whether every %-escape in form-encoded text (a query string, a form body) decodes to UTF-8 text.
 * Parsers keep an escape they cannot decode as literal text, which is never what the client meant.
 */
export function decodesCleanly(formText: string): boolean {
  try {
    decodeURIComponent(formText.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}
