import type { FormFields } from '../../../ui/form-refusal.ts';
import { createFormField } from './create-key-input.ts';

/** The create form's fields: a 400 naming one of them is shown at it. */
export const createFields: FormFields = {
  names: new Set(['name', 'scopes', 'expiresOn']),
  fieldName: createFormField,
};
