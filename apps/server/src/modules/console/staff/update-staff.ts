import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffItem, StaffUpdateBody } from '@app/shared/contracts/console/staff';
import { staff, staffSites } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import type { Tx } from '../../../platform/db.js';
import { recordAudit } from '../audit.js';
import { changedKeys } from '../sites/present-site.js';
import { endAllStaffSessions, type StaffSession } from '../staff-sessions.js';
import { assertSitesExist } from './create-staff.js';
import { auditedStaff, presentOneStaff } from './present-staff.js';

/**
 * Locks every enabled admin row (in id order, so two such updates never deadlock) and refuses when `leaving` is the
 * last of them. Two admins who disable each other at the same moment wait for one another: the second then sees the
 * first's change and stops.
 */
async function assertAnotherAdmin(tx: Tx, leaving: number) {
  const admins = await tx.select({ id: staff.id }).from(staff).where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt))).orderBy(asc(staff.id)).for('update');
  if (!admins.some((a) => a.id !== leaving)) throw new DomainError('console_last_admin');
}

/**
 * PUT /api/console/staff/member.php: name, language, role, refund limit, sites, disabled. A role change or disabling
 * ends every session of theirs at once (their next call is a 401). Admins cannot disable or demote themselves, and
 * the last enabled admin stays one.
 */
export async function updateStaff(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: StaffUpdateBody): Promise<StaffItem> {
  const now = deps.clock.now();
  return withTx(deps, async (tx) => {
    const [seen] = await tx.select().from(staff).where(eq(staff.id, body.id));
    if (!seen) throw new DomainError('not_found');
    const leavesAdmins = (body.role !== undefined && body.role !== 'admin') || body.disabled === true;
    if (seen.role === 'admin' && leavesAdmins) {
      if (seen.id === who.staff.id) throw new DomainError('console_self_change');
      // The admins' rows first (one order for everyone), then this row again under that lock.
      await assertAnotherAdmin(tx, seen.id);
    }
    const [current] = await tx.select().from(staff).where(eq(staff.id, body.id)).for('update');
    if (!current) throw new DomainError('not_found');
    const roleChanges = body.role !== undefined && body.role !== current.role;
    const disabling = body.disabled === true && !current.disabledAt;
    if ((roleChanges || disabling) && current.id === who.staff.id) throw new DomainError('console_self_change');

    const before = await presentOneStaff(tx, current.id, now);
    const set: Partial<typeof staff.$inferInsert> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.language !== undefined) set.language = body.language;
    if (body.role !== undefined) set.role = body.role;
    if (body.refund_limit_cents !== undefined) set.refundLimitCents = body.refund_limit_cents;
    if (body.disabled !== undefined) set.disabledAt = body.disabled ? current.disabledAt ?? now : null;
    if (Object.keys(set).length) await tx.update(staff).set(set).where(eq(staff.id, current.id));
    if (body.sites !== undefined) {
      const siteIds = [...new Set(body.sites)];
      await assertSitesExist(tx, siteIds);
      await tx.delete(staffSites).where(eq(staffSites.staffId, current.id));
      if (siteIds.length) await tx.insert(staffSites).values(siteIds.map((siteId) => ({ staffId: current.id, siteId })));
    }
    if (roleChanges || disabling) await endAllStaffSessions(tx, current.id);

    const after = await presentOneStaff(tx, current.id, now);
    const diff = changedKeys(auditedStaff(before), auditedStaff(after));
    if (Object.keys(diff.after).length) {
      await recordAudit(tx, who, { action: disabling ? 'staff.disabled' : 'staff.updated', objectType: 'staff', objectId: current.id, ...diff }, now);
    }
    return after;
  });
}

