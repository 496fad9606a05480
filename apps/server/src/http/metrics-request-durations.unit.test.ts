import { describe, expect, it } from 'vitest';
import { durationBuckets, RequestDurations } from './metrics-request-durations.ts';

const name = 'portal_http_request_duration_seconds';
const lines = (durations: RequestDurations) => durations.text().trimEnd().split('\n');

describe('request durations', () => {
  it('exposes nothing but the help and type lines before the first request', () => {
    expect(lines(new RequestDurations())).toEqual([
      `# HELP ${name} Time from a request's arrival to its last byte sent, by route pattern and status class.`,
      `# TYPE ${name} histogram`,
    ]);
  });

  it('keeps one series per method, route pattern and status class, with cumulative buckets', () => {
    const durations = new RequestDurations();
    durations.record('GET', '/orgs/:id', 200, 0.001); // on a bound: counted in it (le is "less or equal")
    durations.record('GET', '/orgs/:id', 204, 0.003);
    durations.record('GET', '/orgs/:id', 404, 0.002);
    durations.record('PUT', '/orgs/:id', 200, 45);
    const text = lines(durations);
    const ok = 'method="GET",route="/orgs/:id",status_class="2xx"';
    expect(text).toContain(`${name}_bucket{${ok},le="0.001"} 1`);
    expect(text).toContain(`${name}_bucket{${ok},le="0.0025"} 1`);
    expect(text).toContain(`${name}_bucket{${ok},le="0.005"} 2`);
    expect(text).toContain(`${name}_bucket{${ok},le="30"} 2`);
    expect(text).toContain(`${name}_bucket{${ok},le="+Inf"} 2`);
    expect(text).toContain(`${name}_sum{${ok}} 0.004`);
    expect(text).toContain(`${name}_count{${ok}} 2`);
    expect(text).toContain(`${name}_count{method="GET",route="/orgs/:id",status_class="4xx"} 1`);
    // Slower than the last bound: only in +Inf.
    const slow = 'method="PUT",route="/orgs/:id",status_class="2xx"';
    expect(text).toContain(`${name}_bucket{${slow},le="30"} 0`);
    expect(text).toContain(`${name}_bucket{${slow},le="+Inf"} 1`);
    expect(text.filter((l) => l.startsWith(`${name}_bucket{${ok},`))).toHaveLength(durationBuckets.length + 1);
  });

  it('names requests no route matched "unmatched", whatever their URL was', () => {
    const durations = new RequestDurations();
    durations.record('GET', undefined, 404, 0.0001);
    durations.record('POST', undefined, 404, 0.0001);
    expect(lines(durations)).toContain(`${name}_count{method="GET",route="unmatched",status_class="4xx"} 1`);
    expect(lines(durations)).toContain(`${name}_count{method="POST",route="unmatched",status_class="4xx"} 1`);
  });

  it('escapes what the text format needs escaped in a label value', () => {
    const durations = new RequestDurations();
    durations.record('GET', '/a"b\\c\nd', 503, 1);
    expect(lines(durations)).toContain(`${name}_count{method="GET",route="/a\\"b\\\\c\\nd",status_class="5xx"} 1`);
  });
});
