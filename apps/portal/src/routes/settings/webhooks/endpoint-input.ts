import type { FormText } from '../../../lib/parse-form.ts';
import type { FormFields } from '../../../ui/form-refusal.ts';

/**
 * An endpoint form as the contract's request. The events come from the checkbox group's one hidden
 * field ("customer.created,customer.approved").
 */
export function endpointInput(text: FormText) {
  return {
    url: text('url').trim(),
    description: text('description'),
    eventTypes: text('eventTypes')
      .split(',')
      .filter((type) => type !== ''),
  };
}

/** The form field beside which a problem at a contract path (the server's or the schema's) is shown. */
export function endpointFormField(path: string): string {
  return path.startsWith('eventTypes') ? 'eventTypes' : path;
}

/** The add and edit forms' fields: a 400 naming one of them is shown at it. */
export const endpointFields: FormFields = {
  names: new Set(['url', 'description', 'eventTypes']),
  fieldName: endpointFormField,
};
