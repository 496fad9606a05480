import { describe, expect, it } from 'vitest';
import { exportHref, readAuditParams, toAuditQuery, toAuditSearch } from './audit-params.ts';

describe('audit log URL state', () => {
  it('reads the page, a known action and real calendar days', () => {
    const params = readAuditParams(
      new URLSearchParams('page=3&action=customer.status&since=2026-02-01&until=2026-02-28'),
    );
    expect(params).toEqual({ page: 3, action: 'customer.status', since: '2026-02-01', until: '2026-02-28' });
    expect(toAuditQuery(params)).toEqual({
      from: 50,
      to: 75,
      action: 'customer.status',
      since: '2026-02-01',
      until: '2026-02-28',
    });
  });

  it('leaves out values the API would refuse instead of failing the page', () => {
    expect(readAuditParams(new URLSearchParams('page=0&action=drop table&since=2026-02-31&until=yesterday'))).toEqual({
      page: 1,
      action: undefined,
      since: undefined,
      until: undefined,
    });
  });

  it('writes only what is set back to the URL', () => {
    const params = readAuditParams(new URLSearchParams('action=mode.ghost.left&page=2'));
    expect(toAuditSearch(params, { page: 1 })).toBe('?action=mode.ghost.left');
    expect(toAuditSearch(params)).toBe('?action=mode.ghost.left&page=2');
    expect(toAuditSearch(readAuditParams(new URLSearchParams()))).toBe('');
  });

  it('exports with the same filters, without the page', () => {
    const params = readAuditParams(new URLSearchParams('action=customer.added&since=2026-01-05&page=4'));
    expect(exportHref('org/1', params)).toBe(
      '/app/baloo-router-api/api/v1/partners/org%2F1/audit-log/export?action=customer.added&since=2026-01-05',
    );
    expect(exportHref('org-1', readAuditParams(new URLSearchParams()))).toBe(
      '/app/baloo-router-api/api/v1/partners/org-1/audit-log/export',
    );
  });
});
