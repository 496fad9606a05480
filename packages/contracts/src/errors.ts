import { z } from 'zod';

// One error vocabulary for both sides: the server maps codes to statuses,
// the portal maps them to what the user sees.
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A state-changing request that did not come from the portal's own pages (CSRF defence). */
  CROSS_SITE_REQUEST: 403,
  /** A remote-view or ghost-mode cookie the session may not use (forged, unknown, withdrawn): leave the mode. */
  MODE_REFUSED: 403,
  /** Remote view and ghost mode only read: every change but leaving the mode is refused. */
  MODE_READ_ONLY: 403,
  /** The partner's pricing is hidden from its users (hidePricing): no amount is sent to them. */
  PRICING_HIDDEN: 403,
  /** The payment provider asked for is not set up on this server (e.g. no Stripe keys). */
  PROVIDER_NOT_CONFIGURED: 400,
  /** The payment provider failed or did not answer in time; nothing was changed. */
  PROVIDER_UNAVAILABLE: 502,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database is unreachable for now; the answer carries Retry-After. */
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Quoted in a support request, it finds the server's log lines of that request. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
