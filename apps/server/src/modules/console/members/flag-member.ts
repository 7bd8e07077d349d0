import { eq } from 'drizzle-orm';
import type { MemberActionBody } from '@app/shared/contracts/console/members';
import { users } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { iso, memberForStaff } from './members.policy.js';

/**
 * POST /api/console/members/flag.php and unflag.php (every role, operators from their answering screen): a member
 * who may be vulnerable (distress, signs of a minor, excessive spending). While flagged they see a care notice
 * (GET /api/notices.php) and cannot buy credits (createPayment answers spending_paused).
 */
export async function setVulnerable(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: MemberActionBody, flagged: boolean): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const { user } = await memberForStaff(tx, who, body.user, { lock: true });
    if (Boolean(user.vulnerableAt) === flagged) throw new DomainError('console_already_done');
    const next = flagged ? { vulnerableAt: now, vulnerableReason: body.reason } : { vulnerableAt: null, vulnerableReason: null };
    await tx.update(users).set(next).where(eq(users.id, user.id));
    await recordAudit(tx, who, {
      action: flagged ? 'member.flagged' : 'member.unflagged', siteId: user.siteId, objectType: 'user', objectId: user.id,
      before: { vulnerable_at: iso(user.vulnerableAt), vulnerable_reason: user.vulnerableReason },
      after: { vulnerable_at: iso(next.vulnerableAt), vulnerable_reason: next.vulnerableReason }, reason: body.reason,
    }, now);
    // Cached sessions carry the user row: the pause and the notice apply at once.
    await events.record('member.updated', { userId: user.id });
  });
}
