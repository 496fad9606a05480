// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { enGB } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contracts';
import auditEn from '../../i18n/features/audit-log/en.json';
import auditDe from '../../i18n/features/audit-log/de.json';
import { testI18n } from '../../i18n/test-i18n.ts';
import { renderWith } from '../../test-support/dom.tsx';
import { AuditTable } from './audit-table.tsx';

const i18n = await testI18n({ en: auditEn, de: auditDe });
const entry = (id: string, apiKey: AuditEntry['apiKey']): AuditEntry => ({
  id,
  occurredAt: '2026-11-28T09:30:00.000Z',
  actorCybrId: 'u-1',
  actorName: 'Lukas Schmidt',
  action: 'customer.license-cap',
  target: 'org-7',
  targetName: 'Fjord AS',
  before: { licenseCap: 10 },
  after: { licenseCap: 12 },
  apiKey,
});

describe('the audit table', () => {
  it('names the API key beside its creator for a change a key made, and nothing more for a person’s', () => {
    renderWith(
      i18n,
      <AuditTable
        entries={[entry('1', { name: 'PSA sync', prefix: 'ppk_ab12cd34' }), entry('2', null)]}
        locale={enGB}
        loading={false}
      />,
    );
    const [, byKey, byPerson] = screen.getAllByRole('row');
    expect(within(byKey!).getByText('Lukas Schmidt')).toBeInTheDocument();
    expect(within(byKey!).getByText('with the API key “PSA sync” (ppk_ab12cd34…)')).toBeInTheDocument();
    expect(within(byPerson!).queryByText(/API key/)).not.toBeInTheDocument();
  });
});
