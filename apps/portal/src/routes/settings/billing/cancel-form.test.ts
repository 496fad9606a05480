import { describe, expect, it } from 'vitest';
import { maxLength } from '@portal/contracts';
import { cancellationFrom } from './cancel-form.ts';

const ids = { subscriptionId: 'sub-1', cybrOrgId: 'org-7' };
const today = new Date('2026-11-23T15:00:00Z');

describe('cancel form: a reason or a date, exactly one (§3)', () => {
  it('a reason alone is sent as cancellationReason, resume false', () => {
    expect(cancellationFrom({ ...ids, reason: '  Too expensive ', date: '' }, today)).toEqual({
      body: { ...ids, resume: false, cancellationReason: 'Too expensive' },
    });
  });

  it('a date alone is sent as the start of that day in UTC; today is allowed', () => {
    expect(cancellationFrom({ ...ids, reason: '', date: '2026-12-31' }, today)).toEqual({
      body: { ...ids, resume: false, cancellationTime: '2026-12-31T00:00:00.000Z' },
    });
    expect(cancellationFrom({ ...ids, reason: ' ', date: '2026-11-23' }, today)).toMatchObject({
      body: { cancellationTime: '2026-11-23T00:00:00.000Z' },
    });
  });

  it('neither, or both, is refused before anything is sent', () => {
    expect(cancellationFrom({ ...ids, reason: '   ', date: '' }, today)).toEqual({ error: 'neither' });
    expect(cancellationFrom({ ...ids, reason: 'Moving', date: '2026-12-01' }, today)).toEqual({ error: 'both' });
  });

  it('a date that does not exist or has passed is refused', () => {
    expect(cancellationFrom({ ...ids, reason: '', date: '2026-02-30' }, today)).toEqual({ error: 'badDate' });
    expect(cancellationFrom({ ...ids, reason: '', date: '30.12.2026' }, today)).toEqual({ error: 'badDate' });
    expect(cancellationFrom({ ...ids, reason: '', date: '2026-11-22' }, today)).toEqual({ error: 'pastDate' });
  });

  it('a reason as long as the server keeps is sent; one character more is refused', () => {
    const longest = 'x'.repeat(maxLength.shortText);
    expect(cancellationFrom({ ...ids, reason: longest, date: '' }, today)).toEqual({
      body: { ...ids, resume: false, cancellationReason: longest },
    });
    expect(cancellationFrom({ ...ids, reason: `${longest}x`, date: '' }, today)).toEqual({ error: 'tooLong' });
  });
});
