import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ApiError, TimeoutError } from '../api/api-error.ts';
import { fieldErrors, type FieldErrors } from '../lib/parse-form.ts';

/** Refusals said in one sentence; each feature has words for each (`<texts>.<problem>`, see ProblemAlert). */
export type Problem = 'forbidden' | 'notFound' | 'conflict' | 'timeout' | 'failed';

/** Why the server did not do what a form asked: messages at the form's fields, or one sentence. */
export type Refusal = { errors: FieldErrors } | { problem: Problem; message?: string; status: number };

/** The fields of the form that was sent, and the field beside which a contract path's problem shows. */
export interface FormFields {
  names: ReadonlySet<string>;
  fieldName?: (path: string) => string;
}

/**
 * What a failed call tells the person, or null for a failure that is not the API's answer (a bug,
 * left to the error boundary). A 400 naming fields of the form is shown at them; any other answer,
 * an outage included, is one sentence beside the form, which stays as it was typed.
 */
export function refusalOf(error: unknown, form?: FormFields): Refusal | null {
  if (error instanceof TimeoutError) return { problem: 'timeout', status: 504 };
  if (!(error instanceof ApiError)) return null;
  const errors = fieldErrors(error.body?.fields ?? [], form?.fieldName);
  if (error.status === 400 && form && Object.keys(errors).some((field) => form.names.has(field))) return { errors };
  const message = error.body?.message;
  const problem: Problem =
    error.status === 403
      ? 'forbidden'
      : error.status === 404
        ? 'notFound'
        : error.status === 409
          ? 'conflict'
          : 'failed';
  return { problem, message, status: error.status >= 400 && error.status < 600 ? error.status : 502 };
}

/**
 * An action's answer: what `send` did, or why it was refused, beside what the page needs to say
 * which thing it was about. A refusal keeps the status the server gave (400 for field messages).
 */
export async function attempt<Context extends object, Done extends object>(
  context: Context,
  send: () => Promise<Done>,
  form?: FormFields,
) {
  try {
    return { ...context, ...(await send()) };
  } catch (error) {
    const refusal = refusalOf(error, form);
    if (!refusal) throw error;
    return data({ ...context, ...refusal }, { status: 'errors' in refusal ? 400 : refusal.status });
  }
}

/**
 * After an action answered 404 (the thing is gone, removed in another tab) the page's list is read
 * again, so that it no longer offers it. Other refusals change nothing, and React Router's default holds.
 */
export function revalidateWhenGone({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as { problem?: unknown } | undefined;
  return result?.problem === 'notFound' || defaultShouldRevalidate;
}
