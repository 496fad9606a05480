import { data } from 'react-router';
import { autodiscovery, startAutodiscovery, type AutodiscoverySettings } from '@portal/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { call } from '../../../api/client.ts';

export type AutodiscoveryResult = { intent: string; saved?: true; problem?: 'noDomain' | 'notConfirmed' | 'failed' };

/** The autodiscovery part of /settings/integrations. */
export async function loadAutodiscovery(cybrOrgId: string, request: Request): Promise<AutodiscoverySettings> {
  return call(autodiscovery, { params: { cybrOrgId }, signal: request.signal });
}

/** autodiscovery.save: the switch and the chosen domains, sent as one setting. */
export async function autodiscoveryAction(intent: string, form: FormData, cybrOrgId: string) {
  const enabled = form.get('enabled') === 'on';
  const domains = form.getAll('domains').map(String);
  // On with nothing to read is refused by the server too; said here without a round trip.
  if (enabled && domains.length === 0)
    return data<AutodiscoveryResult>({ intent, problem: 'noDomain' }, { status: 400 });
  try {
    await call(startAutodiscovery, { params: { cybrOrgId }, body: { enabled, domains } });
    return { intent, saved: true } satisfies AutodiscoveryResult;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A domain removed in another tab meanwhile is no longer confirmed.
    const problem = error.status === 400 ? 'notConfirmed' : 'failed';
    return data<AutodiscoveryResult>({ intent, problem }, { status: error.status === 400 ? 400 : 502 });
  }
}
