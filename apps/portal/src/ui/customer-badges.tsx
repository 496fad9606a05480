import { useTranslation } from 'react-i18next';
import type { Organization } from '@portal/contracts';
import classes from './badges.module.css';

// DISABLED has no tone: it stays neutral grey.
const tones: Partial<Record<Organization['status'], string>> = {
  APPROVED: 'good',
  TRIAL: 'info',
  PENDING: 'attention',
  PARTNER: 'partner',
};

/** The word carries the meaning; the colour is a cue only (dark text on a light tint keeps contrast). */
export function StatusBadge({ status }: { status: Organization['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={classes.badge} data-tone={tones[status]}>
      {t(`statuses.${status}`)}
    </span>
  );
}

export function ProductBadges({ products }: { products: Organization['products'] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <>—</>;
  return (
    <span className={classes.products}>
      {products.map((product) => (
        <abbr key={product} className={classes.product} title={t(`customers.productNames.${product}`)}>
          {product}
        </abbr>
      ))}
    </span>
  );
}
