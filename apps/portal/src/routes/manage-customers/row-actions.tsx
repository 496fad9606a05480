import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@portal/contracts';
import classes from '../../ui/row-actions.module.css';

// The menu loads on first use, not with the list.
const RowMenu = lazy(() => import('./on-demand/row-menu.tsx'));

/** A plain button until the person asks for the menu; then the real menu takes its place, open. */
export function RowActions({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const label = t('customers.rowMenu.label', { name: org.organizationName });
  const trigger = (
    <button
      type="button"
      className={classes.trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
      ⋯
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <RowMenu org={org} label={label} />
    </Suspense>
  );
}
