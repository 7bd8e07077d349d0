import { staffAudit } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db.js';
import type { StaffSession } from './staff-sessions.js';

export interface AuditEntry {
  action: string;
  siteId?: number | null;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes one row of the append-only audit trail, in the action's own transaction: an action that rolls back leaves no
 * row, and an action never happens without one.
 */
export async function recordAudit(tx: Tx, who: Pick<StaffSession, 'staff' | 'ip'>, entry: AuditEntry, now: Date) {
  await tx.insert(staffAudit).values({
    staffId: who.staff.id, staffEmail: who.staff.email, action: entry.action, siteId: entry.siteId ?? null,
    objectType: entry.objectType, objectId: String(entry.objectId),
    before: entry.before ?? null, after: entry.after ?? null, reason: entry.reason ?? null, ip: who.ip, createdAt: now,
  });
}
