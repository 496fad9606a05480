import type { AuditAction } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';
import { actingApiKey } from '../../../http/request-scope.ts';

export interface AuditEntry {
  actorCybrId: string | null;
  cybrOrgId: string | null;
  action: AuditAction;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  /** When it happened, if not now: the demo seed dates its history. */
  occurredAt?: string;
}

/**
 * The one writer of the audit log (lint refuses any other): called inside the changing
 * transaction, so an entry exists exactly when its change does. A bulk change writes its entries
 * in one statement.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const rows = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (rows.length === 0) return;
  // A change an API key made names the key beside its creator, whatever route made it.
  const apiKeyId = actingApiKey();
  await db.insert(auditLog).values(apiKeyId ? rows.map((row) => ({ ...row, apiKeyId })) : rows);
}
