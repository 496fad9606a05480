import type { ErrorBody } from '@portal/contracts';

/** An HTTP failure from the API, with the server's error body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'ApiError';
  }
}

export class TimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'TimeoutError';
  }
}
