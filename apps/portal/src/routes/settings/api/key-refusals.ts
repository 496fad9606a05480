import { ApiError, TimeoutError } from '../../../api/api-error.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/parse-form.ts';
import { createFormField } from './create-key-input.ts';

export type KeyProblem = 'forbidden' | 'notFound' | 'conflict' | 'timeout' | 'failed';

/** Why the server did not do what a form asked: messages at the form's fields, or one sentence. */
export type Refusal = { errors: FieldErrors } | { problem: KeyProblem; message?: string; status: number };

const createFields = new Set(['name', 'scopes', 'expiresOn']);

/**
 * What a failed key call tells the person, or null for a failure that is not the API's answer (a
 * bug, left to the error boundary). A 400 naming fields of the create form is shown at them; any
 * other answer, an outage included, is one sentence beside the form, which stays as it was typed.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof TimeoutError) return { problem: 'timeout', status: 504 };
  if (!(error instanceof ApiError)) return null;
  const errors = fieldErrors(error.body?.fields ?? [], createFormField);
  if (error.status === 400 && Object.keys(errors).some((field) => createFields.has(field))) return { errors };
  const message = error.body?.message;
  const problem: KeyProblem =
    error.status === 403
      ? 'forbidden'
      : error.status === 404
        ? 'notFound'
        : error.status === 409
          ? 'conflict'
          : 'failed';
  return { problem, message, status: error.status >= 400 && error.status < 600 ? error.status : 502 };
}
