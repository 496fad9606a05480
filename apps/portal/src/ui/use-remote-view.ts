import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { reportError } from '../monitoring/report-error.ts';
import { enterRemoteView } from '../lib/enter-leave-mode.ts';

/** Enters remote view of a customer; on refusal says why instead of leaving the page. */
export function useRemoteView(cybrOrgId: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function enter() {
    setBusy(true);
    setFailure(null);
    try {
      await enterRemoteView(cybrOrgId);
    } catch (error) {
      if (!(error instanceof ApiError)) reportError(error, 'remote-view');
      // 403: the server found no grant (withdrawn meanwhile, or never given).
      setFailure(
        error instanceof ApiError && error.status === 403
          ? t('customers.rowMenu.remoteViewRefused')
          : t('customers.rowMenu.remoteViewFailed'),
      );
      setBusy(false);
    }
  }

  return { enter, busy, failure };
}
