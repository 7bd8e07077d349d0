import { and, eq, gt } from 'drizzle-orm';
import { STAFF_SESSION_HOURS, type StaffRole } from '@app/shared';
import { staff, staffSessions, staffSites, type StaffRow } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { hashToken, newToken } from '../../platform/tokens.js';

/** A signed-in staff member as a console request sees them. */
export interface StaffSession {
  idHash: string;
  staff: StaffRow;
  role: StaffRole;
  /** Sites assigned in staff_sites (what limits an operator). */
  siteIds: number[];
  ip: string;
}

const TOUCH_EVERY_MS = 5 * 60_000;

export async function startStaffSession(tx: DbOrTx, clock: Clock, staffId: number, ip: string): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await tx.insert(staffSessions).values({
    idHash: hashToken(token), staffId, ip, createdAt: now, lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000),
  });
  return token;
}

/**
 * Console cookie -> staff member. Read from the database on every request (no cache): staff are few, and a
 * revoked session or a disabled account must stop working at once on every instance.
 */
export async function authenticateStaff(db: Db, clock: Clock, token: string | undefined, ip: string): Promise<StaffSession | null> {
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const now = clock.now();
  const [row] = await db.select({ session: staffSessions, staff }).from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.expiresAt, now)));
  if (!row || row.staff.disabledAt) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  }
  const sites = await db.select({ siteId: staffSites.siteId }).from(staffSites).where(eq(staffSites.staffId, row.staff.id));
  return { idHash, staff: row.staff, role: row.staff.role, siteIds: sites.map((s) => s.siteId), ip };
}

export async function endStaffSession(db: DbOrTx, idHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

/** Revokes every session of a staff member (disabled, password changed, or on request). */
export async function endAllStaffSessions(db: DbOrTx, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
