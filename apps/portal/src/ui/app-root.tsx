import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useDocumentTitle } from './document-title.ts';

/** The parent of every route: it names the browser tab after the page shown. */
export function AppRoot() {
  useDocumentTitle();
  return <Outlet />;
}

/**
 * What shows while the first route's code and data load (React Router's HydrateFallback): the
 * page is announced as loading instead of staying silent and blank.
 */
export function FirstLoad() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
      {t('app.loading')}
    </p>
  );
}
