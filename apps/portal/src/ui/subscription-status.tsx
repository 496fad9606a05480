import { useTranslation } from 'react-i18next';
import classes from './badges.module.css';

// Ended states have no tone: they stay neutral grey.
const tones: Record<string, 'good' | 'attention' | 'info' | undefined> = {
  active: 'good',
  trialing: 'info',
  cancelScheduled: 'attention',
  past_due: 'attention',
  unpaid: 'attention',
  incomplete: 'attention',
  paused: 'info',
};

/** A subscription's or an invoice's state as a small badge (billing.status.*). */
export function BillingStatusBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={classes.badge}
      data-tone={tones[state] ?? (state === 'paid' ? 'good' : state === 'open' ? 'info' : undefined)}
    >
      {t(`billing.status.${state}`)}
    </span>
  );
}
