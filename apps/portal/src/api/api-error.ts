import { z } from 'zod';
import type { ErrorBody } from '@portal/contracts';

/**
 * §8: an HTTP failure from the API. `body` is the server's error body when it matches the
 * shared error shape; `data` is whatever the server sent (parsed JSON, text or undefined).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    readonly data?: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'ApiError';
  }
}

/** §8/§9: the 60 s request time-out elapsed. */
export class TimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'TimeoutError';
  }
}

/** §8: an endpoint without a response schema cannot be called. */
export class MissingSchemaError extends Error {
  constructor(method: string, path: string) {
    super(`Missing endpoint schema for ${method} ${path}`);
    this.name = 'MissingSchemaError';
  }
}

/** §5: a {placeholder} (including an empty `{}`) was left in a URL. */
export class UnresolvedPathError extends Error {
  constructor(
    readonly placeholder: string,
    readonly path: string,
  ) {
    super(`Unresolved path parameter ${placeholder} in ${path}`);
    this.name = 'UnresolvedPathError';
  }
}

export type ValidationTarget = 'params' | 'query' | 'body' | 'response';

/** §5: a request or response did not match the endpoint's schema (validation switched on). */
export class ValidationError extends Error {
  readonly issues: z.core.$ZodIssue[];

  constructor(
    readonly target: ValidationTarget,
    readonly zodError: z.ZodError,
  ) {
    super(`Invalid ${target}: ${z.prettifyError(zodError)}`, { cause: zodError });
    this.name = 'ValidationError';
    this.issues = zodError.issues;
  }
}
