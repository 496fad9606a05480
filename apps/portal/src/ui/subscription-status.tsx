import { useTranslation } from 'react-i18next';
import classes from './subscription-status.module.css';

const tones: Record<string, 'good' | 'attention' | 'info' | 'ended'> = {
  active: 'good',
  trialing: 'info',
  cancelScheduled: 'attention',
  past_due: 'attention',
  unpaid: 'attention',
  incomplete: 'attention',
  paused: 'info',
  canceled: 'ended',
  incomplete_expired: 'ended',
};

/** A subscription's or an invoice's state as a small badge (billing.status.*). */
export function BillingStatusBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={classes.badge} data-tone={tones[state] ?? (state === 'paid' ? 'good' : state === 'open' ? 'info' : 'ended')}>
      {t(`billing.status.${state}`)}
    </span>
  );
}
