import type { AutodiscoverySettings } from '@portal/contracts';
import { AppError } from '../../../app-error.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/client.ts';

import { lockAcceptedDomains, lockSettings, saveSettings } from './autodiscovery-repo.ts';
import { recordAudit } from '../../tenancy/index.ts';

export const notConfirmed = 'Autodiscovery reads only domains you have confirmed as your own';
export const nothingToRead = 'Confirm a domain before turning autodiscovery on';

interface Change {
  enabled?: boolean | undefined;
  domains?: string[] | undefined;
}

/**
 * The setting after a change, or a 400 naming the field. Rules (docs/decisions/0053-partner-domains-and-autodiscovery.md): only the
 * partner's confirmed domains; turned on without naming domains, it reads every confirmed one;
 * on with nothing to read is refused.
 */
export function nextSettings(
  current: AutodiscoverySettings,
  change: Change,
  accepted: readonly string[],
): AutodiscoverySettings {
  const enabled = change.enabled ?? current.enabled;
  let domains = change.domains ? [...new Set(change.domains)] : current.domains;
  const unconfirmed = change.domains?.findIndex((domain) => !accepted.includes(domain)) ?? -1;
  if (unconfirmed !== -1)
    throw new AppError('VALIDATION', `domains.${unconfirmed}: ${notConfirmed}`, [
      { field: `domains.${unconfirmed}`, message: notConfirmed },
    ]);
  if (enabled && !change.domains && domains.length === 0) domains = [...accepted];
  if (enabled && domains.length === 0)
    throw new AppError('VALIDATION', `domains: ${nothingToRead}`, [{ field: 'domains', message: nothingToRead }]);
  return { enabled, domains: [...domains].sort() };
}

/** Applies a change in one transaction with its audit row; a change that changes nothing writes nothing. */
export async function changeAutodiscovery(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  change: Change,
): Promise<AutodiscoverySettings> {
  return db.transaction(async (tx) => {
    const stored = await lockSettings(tx, cybrOrgId);
    const current = stored ?? { enabled: false, domains: [] };
    const next = nextSettings(current, change, await lockAcceptedDomains(tx, cybrOrgId));
    if (stored && stored.enabled === next.enabled && stored.domains.join() === next.domains.join()) return next;
    await saveSettings(tx, cybrOrgId, next);
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'autodiscovery',
      target: cybrOrgId,
      before: current,
      after: next,
    });
    return next;
  });
}
