import { describe, expect, it } from 'vitest';
import { withTestServer, served } from '../../api/test-harness.ts';
import { applyDecision, parseDecision } from './decisions.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe('reading an approve or decline from the posted form', () => {
  it('reads the intent and each customer once, keeping the name for the report', () => {
    const request = parseDecision(
      form([
        ['intent', 'decline'],
        ['customer', 'org-1\tFjord AS'],
        ['customer', 'org-2\tOak Ltd'],
        ['customer', 'org-1\tFjord AS'],
      ]),
    );
    expect(request).toEqual({
      decision: 'decline',
      customers: [
        { id: 'org-1', name: 'Fjord AS' },
        { id: 'org-2', name: 'Oak Ltd' },
      ],
    });
  });

  it('refuses any other intent, and a form without customers', () => {
    expect(
      parseDecision(
        form([
          ['intent', 'trial'],
          ['customer', 'org-1\tFjord AS'],
        ]),
      ),
    ).toBeNull();
    expect(parseDecision(form([['intent', 'approve']]))).toBeNull();
    expect(
      parseDecision(
        form([
          ['intent', 'approve'],
          ['customer', '  '],
        ]),
      ),
    ).toBeNull();
  });
});

describe('applying a decision', () => {
  const harness = withTestServer();

  it('sends one PATCH per customer with the §4 status and reports each answer', async () => {
    harness.server.reset((request) => {
      if (request.url.endsWith('/org-2'))
        return { status: 409, body: { code: 'CONFLICT', message: 'no longer pending' } };
      if (request.url.endsWith('/org-3')) return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      return { status: 200, body: {} };
    });
    const results = await applyDecision({
      decision: 'approve',
      customers: [
        { id: 'org-1', name: 'Fjord AS' },
        { id: 'org-2', name: 'Oak Ltd' },
        { id: 'org-3', name: 'Gone' },
      ],
    });
    expect(results.map((r) => [r.name, r.problem])).toEqual([
      ['Fjord AS', null],
      ['Oak Ltd', 'conflict'],
      ['Gone', 'not-found'],
    ]);
    expect(harness.server.requests.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['PATCH', served('/api/v1/organizations/org-1'), { status: 'APPROVED' }],
      ['PATCH', served('/api/v1/organizations/org-2'), { status: 'APPROVED' }],
      ['PATCH', served('/api/v1/organizations/org-3'), { status: 'APPROVED' }],
    ]);
  });

  it('declines with DISABLED and reports a refused status as invalid', async () => {
    harness.server.reset(() => ({
      status: 400,
      body: { code: 'VALIDATION', message: 'Invalid input', fields: [{ field: 'status', message: 'Invalid input' }] },
    }));
    const results = await applyDecision({ decision: 'decline', customers: [{ id: 'org-9', name: 'Birch' }] });
    expect(results).toEqual([{ id: 'org-9', name: 'Birch', problem: 'invalid' }]);
    expect(JSON.parse(harness.server.requests[0]!.body)).toEqual({ status: 'DISABLED' });
  });
});
