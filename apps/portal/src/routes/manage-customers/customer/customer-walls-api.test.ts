import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { served, withTestServer } from '../../../api/test-harness.ts';
import { wall, wallsApi } from '../../../test-support/walls-api.ts';
import { activityHref, failedLoad, loadReviewList, sendDecision } from './customer-walls-api.ts';

describe('loading the walls and deciding', () => {
  const test = withTestServer();

  it('asks for the walls and once for each person, leaving out a person who cannot be looked up', async () => {
    const walls = [wall(1), wall(2, { user: 'person-1' }), wall(3)];
    test.server.reset(wallsApi({ walls, people: { 'person-1': 'Jane Doe' } }));
    const loaded = await loadReviewList('org-7', 'en');
    expect(loaded.walls).toEqual(walls);
    expect(loaded.people).toEqual({ 'person-1': { fullName: 'Jane Doe', email: 'person-1@customer.example' } });
    expect(loaded.dates.language).toBe('en');
    expect(test.server.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        `GET ${served('/api/v1/organizations/org-7/walls')}`,
        `GET ${served('/api/v1/users/person-1')}`,
        `GET ${served('/api/v1/users/person-3')}`,
      ].sort(),
    );
  });

  it('fails with the 403 of a customer without an active licence, which is no failure to the person', async () => {
    test.server.reset(() => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'This organisation has no active insider-threat-detection licence' },
    }));
    const error = await loadReviewList('org-7', 'en').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 403 });
    expect(failedLoad(error)).toEqual({ status: 'unlicensed' });
    expect(failedLoad(new ApiError(500, null))).toEqual({ status: 'failed' });
  });

  it('sends the decision as a PATCH of the wall', async () => {
    test.server.reset(() => ({ body: wall(1, { customerReady: true }) }));
    expect(await sendDecision('org-7', 'wall-1', 'approve', 'Jane Doe')).toEqual({
      status: 'done',
      decision: 'approve',
      name: 'Jane Doe',
    });
    test.server.reset(() => ({ body: wall(2) }));
    await sendDecision('org-7', 'wall-2', 'reject', 'Ola Nordmann');
    const [request] = test.server.requests;
    expect(`${request!.method} ${request!.url}`).toBe(`PATCH ${served('/api/v1/organizations/org-7/walls/wall-2')}`);
    expect(JSON.parse(request!.body)).toEqual({ decision: 'reject' });
  });

  it("a wall decided already is the server's message; anything else failed", async () => {
    test.server.reset(() => ({
      status: 409,
      body: { code: 'CONFLICT', message: 'This wall has already been approved' },
    }));
    expect(await sendDecision('org-7', 'wall-1', 'reject', 'Jane Doe')).toEqual({
      status: 'conflict',
      message: 'This wall has already been approved',
    });
    test.server.reset(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }));
    expect(await sendDecision('org-7', 'wall-1', 'approve', 'Jane Doe')).toEqual({ status: 'failed' });
  });

  it('links the activity behind a wall on the API, naming the organisation and the wall, each encoded', () => {
    expect(activityHref('org 7', 'wall/1')).toBe(
      `${test.server.origin}${served('/api/v1/organizations/org%207/walls/wall%2F1/activity')}`,
    );
  });
});
