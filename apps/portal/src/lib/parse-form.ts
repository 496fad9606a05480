import type { z } from 'zod';

/** Form field → the message shown beside it: the first problem found for that field. */
export type FieldErrors = Partial<Record<string, string>>;

export type ParsedForm<T> = { value: T } | { errors: FieldErrors };

/** One text field of the form; '' when the browser sent none, as an empty input sends. */
export type FormText = (name: string) => string;

export interface ParseFormOptions {
  /**
   * The schema's input, for a form whose fields are named or typed otherwise than the contract's
   * (nested objects, numbers, a blank meaning "none"). Without it, every text field by its name.
   */
  input?: (text: FormText, form: FormData) => unknown;
  /** The form field a problem at a schema path is shown beside. */
  fieldName?: (path: string) => string;
}

const samePath = (path: string) => path;

/** The first message per form field, from the schema's issues here or the server's 400 `fields`. */
export function fieldErrors(problems: Iterable<{ field: string; message: string }>, fieldName = samePath): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of problems) errors[fieldName(field)] ??= message;
  return errors;
}

/** A failed parse's issues by form field. */
export function issueErrors(error: z.ZodError, fieldName = samePath): FieldErrors {
  return fieldErrors(
    error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
    fieldName,
  );
}

function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] ??= value;
  });
  return fields;
}

/**
 * A submitted form checked with a contract schema, so an action refuses with the §5 messages the
 * server would give, without a round trip; the server checks the same schema again.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
  options: ParseFormOptions = {},
): ParsedForm<z.output<S>> {
  const text: FormText = (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const parsed = schema.safeParse(options.input ? options.input(text, form) : textFields(form));
  if (parsed.success) return { value: parsed.data };
  return { errors: issueErrors(parsed.error, options.fieldName) };
}
