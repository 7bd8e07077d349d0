import { and, count, eq, gt } from 'drizzle-orm';
import type { MemberActionBody } from '@app/shared/contracts/console/members';
import { sessions } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { resendActivation } from '../../accounts/resend-activation.js';
import { endAllSessions } from '../../accounts/sessions.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { memberForStaff } from './members.policy.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock'>;

/** POST /api/console/members/resend-activation.php: the member's own resend, with its limits, on their behalf. */
export async function resendActivationFor(deps: Deps, who: StaffSession, body: { user: number }): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const { user } = await memberForStaff(tx, who, body.user, { lock: true });
    // An activation link starts a session: not for a banned member.
    if (user.bannedAt) throw new DomainError('account_banned');
    await resendActivation(deps, { user }, { tx, events });
    await recordAudit(tx, who, { action: 'member.activation_resent', siteId: user.siteId, objectType: 'user', objectId: user.id }, now);
  });
}

/** POST /api/console/members/end-sessions.php: signs the member out everywhere (a stolen password, on request). */
export async function endSessionsFor(deps: Deps, who: StaffSession, body: MemberActionBody): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const { user } = await memberForStaff(tx, who, body.user, { lock: true });
    const [open] = await tx.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)));
    await endAllSessions({ tx, events }, user.id);
    await recordAudit(tx, who, {
      action: 'member.sessions_ended', siteId: user.siteId, objectType: 'user', objectId: user.id,
      before: { sessions: open?.n ?? 0 }, after: { sessions: 0 }, reason: body.reason,
    }, now);
  });
}
