import type { AuditAction } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';

export interface AuditEntry {
  actorCybrId: string | null;
  cybrOrgId: string | null;
  action: AuditAction;
  target?: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
