import { eq } from 'drizzle-orm';
import { staff } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import { endAllStaffSessions, type StaffSession } from '../staff-sessions.js';

/** POST /api/console/staff/end-sessions.php: signs a staff member out everywhere (a lost laptop, a leaving employee). */
export async function endStaffSessions(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, id: number): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx) => {
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
    if (!member) throw new DomainError('not_found');
    await endAllStaffSessions(tx, id);
    await recordAudit(tx, who, { action: 'staff.sessions_ended', objectType: 'staff', objectId: id }, now);
  });
}
