import type { TemplateVariable } from '@portal/contracts';

const placeholder = /\{\{\s*([A-Za-z_]\w*)\s*\}\}/g;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/**
 * Fills {{variable}} placeholders. Values are escaped in HTML bodies (a person's name must not become
 * markup); a placeholder with no value stays as written, so a test shows what is not filled.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>, html: boolean): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

export interface TemplatePerson {
  fullName: string;
  email: string;
}

/**
 * What the placeholders stand for in a test: the person's and organisation's data and the
 * organisation's texts; the library's example values fill the rest (links, images).
 */
export function templateValues(
  person: TemplatePerson,
  organizationName: string,
  texts: Readonly<Record<string, string>>,
  examples: readonly TemplateVariable[] = [],
): Record<string, string> {
  const names = person.fullName.trim().split(/\s+/);
  const values: Record<string, string> = Object.fromEntries(examples.map((v) => [v.variableName, v.exampleValue]));
  Object.assign(values, {
    recipientFirstName: names[0] ?? '',
    recipientLastName: names.length > 1 ? names.slice(1).join(' ') : '',
    recipientFullName: person.fullName,
    recipientName: person.fullName,
    recipientEmail: person.email,
    companyName: organizationName,
    organizationName,
  });
  for (const key of ['senderName', 'senderEmail', 'signature', 'supportContact', 'welcomeMessage']) {
    if (texts[key] !== undefined) values[key] = texts[key];
  }
  return values;
}
