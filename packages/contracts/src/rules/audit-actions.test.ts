import { describe, expect, it } from 'vitest';
import { auditActionFilterSchema, auditActions } from './audit-actions.ts';

describe('audit action filter', () => {
  it('accepts every listed action and every group of them', () => {
    for (const action of auditActions) expect(auditActionFilterSchema.safeParse(action).success).toBe(true);
    for (const group of ['customer.', 'mode.', 'mode.remote-view.', 'organization.admin.', 'platform.contact.'])
      expect(auditActionFilterSchema.safeParse(group).success).toBe(true);
  });

  it('refuses anything else, with the §5 default message', () => {
    for (const value of [
      'customer',
      'customer%',
      'customer.status.',
      'autodiscovery.',
      'bulk.1',
      '',
      'x'.repeat(200),
    ]) {
      const parsed = auditActionFilterSchema.safeParse(value);
      expect({ value, success: parsed.success }).toEqual({ value, success: false });
      expect(parsed.error?.issues[0]?.message).toBe('Invalid input');
    }
  });
});
