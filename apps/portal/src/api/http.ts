import ky, { isHTTPError, isTimeoutError, type KyInstance, type Options, type RetryOptions } from 'ky';
import { apiBasePath, errorBodySchema, type HttpMethod } from '@portal/contracts';
import { ApiError, TimeoutError } from './api-error.ts';

export interface ClientConfig {
  /** Origin put before the base path: '' in the browser (same origin), absolute in Node tests. */
  origin: string;
  /** §9: per-attempt request time-out. */
  timeoutMs: number;
}

export const defaultTimeoutMs = 60_000;
const defaults: ClientConfig = { origin: '', timeoutMs: defaultTimeoutMs };
let config: ClientConfig = { ...defaults };
let instance: KyInstance | undefined;
const listeners: (() => void)[] = [];

/** Changes the origin and/or time-out; omitted fields keep their value (undefined restores the default). */
export function configureClient(next: Partial<ClientConfig>): void {
  config = {
    origin: 'origin' in next ? (next.origin ?? defaults.origin).replace(/\/+$/, '') : config.origin,
    timeoutMs: 'timeoutMs' in next ? (next.timeoutMs ?? defaults.timeoutMs) : config.timeoutMs,
  };
  instance = undefined;
  for (const listener of listeners) listener();
}

export function getClientConfig(): Readonly<ClientConfig> {
  return config;
}

/** Called whenever configureClient changes the target (the response cache clears itself). */
export function onConfigure(listener: () => void): void {
  listeners.push(listener);
}

// §9: statuses retried; Retry-After honoured for 413, 429 and 503.
export const retryStatusCodes = [408, 413, 429, 500, 502, 503, 504];
export const retryAfterStatusCodes = [413, 429, 503];

/**
 * §9: 2 retries for GET, PUT, HEAD, DELETE, OPTIONS, TRACE (never POST or PATCH), 0.3 × 2^(n-1) s
 * apart (300 ms, 600 ms). ky 2 option names verified in ky/distribution/types/retry.d.ts. Written
 * out in full rather than relying on ky's defaults, which differ from §9: ky also retries the
 * QUERY method, and ky's jitter (off) and backoffLimit (Infinity) are pinned here explicitly.
 * Network failures (no status) keep ky's behaviour: retried. Time-outs are not retried.
 */
export const retryOptions: RetryOptions = {
  limit: 2,
  methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
  statusCodes: retryStatusCodes,
  afterStatusCodes: retryAfterStatusCodes,
  delay: (attempt) => 0.3 * 2 ** (attempt - 1) * 1000,
  jitter: undefined,
  backoffLimit: Number.POSITIVE_INFINITY,
  retryOnTimeout: false,
  // ky 2 retries 413 only when it carries a timing header, and without Retry-After it falls back to
  // RateLimit-Reset / X-RateLimit-* headers. §9 retries 413 like the other statuses and honours
  // only Retry-After, so: a retriable status without Retry-After is retried on the 0.3 × 2^(n-1) s
  // schedule (true → ky uses `delay`); with Retry-After, ky's default (seconds or HTTP date) applies.
  shouldRetry: ({ error }) =>
    isHTTPError(error) && retryStatusCodes.includes(error.response.status) && !error.response.headers.has('retry-after')
      ? true
      : undefined,
};

/** The options the ky instance is built from (exported so tests can check credentials). */
export function httpOptions(): Options {
  return {
    prefix: `${config.origin}${apiBasePath}`,
    credentials: 'include', // §7: cookies are sent
    timeout: config.timeoutMs,
    headers: { accept: 'application/json' },
    retry: retryOptions,
  };
}

function http(): KyInstance {
  instance ??= ky.create(httpOptions());
  return instance;
}

export interface SendInput {
  method: HttpMethod;
  /** Path below the base path, parameters already substituted. */
  path: string;
  searchParams: URLSearchParams;
  body?: unknown;
  headers: Record<string, string>;
  binary: boolean;
  signal?: AbortSignal;
}

/** One HTTP exchange (with ky's retries); resolves to a Blob, parsed JSON, or undefined when empty. */
export async function send(input: SendInput): Promise<unknown> {
  try {
    const response = await http()(input.path.replace(/^\/+/, ''), {
      method: input.method,
      headers: input.headers,
      ...(input.searchParams.size > 0 ? { searchParams: input.searchParams } : {}),
      ...(input.body === undefined ? {} : { json: input.body }),
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (input.binary) return await response.blob();
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    if (isHTTPError(error)) {
      // ky 2 consumes the error body into error.data (error.response.json() would fail).
      const parsed = errorBodySchema.safeParse(error.data);
      throw new ApiError(error.response.status, parsed.success ? parsed.data : null, error.data);
    }
    if (isTimeoutError(error)) throw new TimeoutError();
    throw error;
  }
}
