import type { MemberActionBody } from '@app/shared/contracts/console/members';
import { memberWarnings } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { memberForStaff } from './members.policy.js';

/** POST /api/console/members/warn.php: a warning the member sees (GET /api/notices.php) until they acknowledge it. */
export async function warnMember(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: MemberActionBody): Promise<{ warningId: number }> {
  const now = deps.clock.now();
  return withTx(deps, async (tx) => {
    const { user } = await memberForStaff(tx, who, body.user, { lock: true });
    const [row] = await tx.insert(memberWarnings).values({ userId: user.id, staffId: who.staff.id, reason: body.reason, createdAt: now })
      .returning({ id: memberWarnings.id });
    await recordAudit(tx, who, {
      action: 'member.warned', siteId: user.siteId, objectType: 'user', objectId: user.id, after: { warning: row!.id }, reason: body.reason,
    }, now);
    return { warningId: row!.id };
  });
}
