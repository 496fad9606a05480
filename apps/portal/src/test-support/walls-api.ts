// The part of the API a customer's insider-threat section talks to, as a test server answers it.
import type { Wall } from '@portal/contracts';
import type { Handler, ReceivedRequest, Reply } from '../api/test-server.ts';

// Midday UTC: the same calendar day in every time zone the tests may run in.
export const wall = (n: number, overrides: Partial<Wall> = {}): Wall => ({
  wallId: `wall-${n}`,
  siegeIds: Array.from({ length: n }, (_, i) => `siege-${i}`),
  firstSeen: `2026-03-0${n}T12:00:00.000Z`,
  updated: `2026-04-1${n}T12:00:00.000Z`,
  csvReady: true,
  customerReady: false,
  user: `person-${n}`,
  ...overrides,
});

/** A platform user as GET /users/{cybrId} answers it. */
export const person = (cybrId: string, fullName: string) => ({
  cybrId,
  email: `${cybrId}@customer.example`,
  fullName,
  jobTitle: null,
  languageCode: 'en',
  phoneNumber: null,
  labels: [],
  processedLabels: [],
  status: 'active',
  userRole: 'User',
  permissionRoles: [],
  profilePhoto: null,
  securityAwarenessLicense: true,
  insiderThreatDetectionLicense: true,
  latestContact: null,
  latestAlert: null,
});

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

/**
 * Answers GET .../walls with `walls` (a list, or a reply made afresh for each load), GET
 * /users/{cybrId} for the people named in `people` (anyone else: 404), and a decision with
 * `decide` (by default: accepted).
 */
export function wallsApi({
  walls,
  people = {},
  decide = () => ({ body: {} }),
}: {
  walls: Wall[] | (() => Reply);
  people?: Record<string, string>;
  decide?: (request: ReceivedRequest) => Reply;
}): Handler {
  return (request) => {
    if (request.method === 'PATCH') return decide(request);
    if (request.url.endsWith('/walls')) return typeof walls === 'function' ? walls() : { body: walls };
    const cybrId = /\/users\/([^/?]+)$/.exec(request.url)?.[1];
    const fullName = cybrId === undefined ? undefined : people[cybrId];
    return cybrId && fullName ? { body: person(cybrId, fullName) } : notFound;
  };
}

/** The decisions sent, as "wallId: decision", in order. */
export const decisionsSent = (requests: readonly ReceivedRequest[]): string[] =>
  requests
    .filter((request) => request.method === 'PATCH')
    .map(
      (request) => `${request.url.split('/').pop()}: ${(JSON.parse(request.body) as { decision: string }).decision}`,
    );
