import type { z } from 'zod';
import type { Endpoint } from '@portal/contracts';
import { ValidationError, type ValidationTarget } from './api-error.ts';

/** §5: schema validation is off by default, switchable globally and overridable per call. */
let enabled = false;

export function setValidation(on: boolean): void {
  enabled = on;
}

export function isValidationEnabled(): boolean {
  return enabled;
}

/** A per-call `validate` wins over the global switch. */
export function shouldValidate(override?: boolean): boolean {
  return override ?? enabled;
}

function parse(target: ValidationTarget, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(target, result.error);
  return result.data;
}

export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Parses params, query and body with the endpoint's schemas; the parsed values are what is sent. */
export function validateRequest(ep: Endpoint, input: RequestParts): RequestParts {
  return {
    params: parse('params', ep.params, input.params),
    query: parse('query', ep.query, input.query),
    body: parse('body', ep.body, input.body),
  };
}

export function validateResponse(ep: Endpoint, data: unknown): unknown {
  return parse('response', ep.response, data);
}

export const schemaMismatchMessage = 'Data does not match provided schema';

/**
 * §5: parsing with an optional schema. Without a schema the data is returned unchanged. With one,
 * the parsed value is returned; a string that does not match is also tried as JSON text. On
 * failure the raw string is returned (the string itself, or JSON.stringify of other data) and
 * 'Data does not match provided schema' is reported with console.warn (not console.error: a
 * mismatch is tolerated, not a failure).
 */
export function parseWithSchema<T>(data: T, schema?: undefined): T;
export function parseWithSchema<S extends z.ZodType>(data: unknown, schema: S): z.output<S> | string;
export function parseWithSchema(data: unknown, schema?: z.ZodType): unknown;
export function parseWithSchema(data: unknown, schema?: z.ZodType): unknown {
  if (!schema) return data;
  const direct = schema.safeParse(data);
  if (direct.success) return direct.data;
  if (typeof data === 'string') {
    const fromJson = parseJson(data);
    if (fromJson.ok) {
      const parsed = schema.safeParse(fromJson.value);
      if (parsed.success) return parsed.data;
    }
  }
  console.warn(schemaMismatchMessage, direct.error.issues);
  return rawString(data);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function rawString(data: unknown): string {
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data) ?? String(data);
  } catch {
    return String(data);
  }
}
