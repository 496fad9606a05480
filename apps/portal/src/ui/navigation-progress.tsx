import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * A thin bar across the top while a route's data loads, announced to screen readers. Plain CSS:
 * Mantine's Progress costs the first load more than this bar is worth.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const { t } = useTranslation();
  if (state === 'idle') return null;
  return <div role="progressbar" aria-label={t('app.loading')} aria-busy="true" className={classes.bar} />;
}
