import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { StaffItem } from '@app/shared/contracts/console/staff';
import { staff, staffSessions, staffSites, type StaffRow } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../platform/db.js';

/** Staff rows as the console lists them: their sites and how many sessions are open; never the hash or the secret. */
export async function presentStaff(db: DbOrTx, rows: StaffRow[], now: Date): Promise<StaffItem[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [siteRows, sessionRows] = await Promise.all([
    db.select().from(staffSites).where(inArray(staffSites.staffId, ids)),
    db.select({ staffId: staffSessions.staffId, n: count() }).from(staffSessions)
      .where(and(inArray(staffSessions.staffId, ids), gt(staffSessions.expiresAt, now))).groupBy(staffSessions.staffId),
  ]);
  return rows.map((r) => ({
    id: r.id, email: r.email, name: r.name, role: r.role, language: r.language, refund_limit_cents: r.refundLimitCents,
    sites: siteRows.filter((s) => s.staffId === r.id).map((s) => s.siteId).sort((a, b) => a - b),
    disabled_at: r.disabledAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(),
    active_sessions: sessionRows.find((s) => s.staffId === r.id)?.n ?? 0,
  }));
}

export async function presentOneStaff(db: DbOrTx, id: number, now: Date): Promise<StaffItem> {
  const rows = await db.select().from(staff).where(eq(staff.id, id));
  return (await presentStaff(db, rows, now))[0]!;
}

/** What the audit keeps of an account: never the password hash or the TOTP secret. */
export const auditedStaff = (item: StaffItem) => ({
  email: item.email, name: item.name, role: item.role, language: item.language, refund_limit_cents: item.refund_limit_cents,
  sites: item.sites, disabled_at: item.disabled_at,
});
