import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { MemberActionBody } from '@app/shared/contracts/console/members';
import { accountTokens, profiles, staffAudit, users, type ProfileRow } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import type { Tx } from '../../../platform/db.js';
import { endAllSessions } from '../../accounts/sessions.js';
import { queueRealtime } from '../../realtime/realtime-outbox.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { iso, memberForStaff } from './members.policy.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock'>;

/** The page a banned member is sent to (open tabs, log-in). */
export const BAN_PAGE = '/pages/ban';

/**
 * POST /api/console/members/ban.php, in one transaction: the account is marked banned, its profile disabled (the
 * visibility policy shows only active profiles: gone from search, likes, chats and the profile page at once),
 * every session ended on every instance, unused mailed links expired (an activation link would otherwise start a
 * session), and the member's open tabs told to go to the ban page. The profile status it had is kept in the audit
 * row, for the unban.
 */
export async function banMember(deps: Deps, who: StaffSession, body: MemberActionBody): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const { user, profile } = await memberForStaff(tx, who, body.user, { lock: true });
    if (user.bannedAt) throw new DomainError('console_already_done');
    await tx.update(users).set({ bannedAt: now, banReason: body.reason }).where(eq(users.id, user.id));
    await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, profile.id));
    await endAllSessions({ tx, events }, user.id);
    await tx.update(accountTokens).set({ expiresAt: now })
      .where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
    await queueRealtime({ tx, events }, user.id, { type: 'banned' });
    await recordAudit(tx, who, {
      action: 'member.banned', siteId: user.siteId, objectType: 'user', objectId: user.id,
      before: { banned_at: null, profile_status: profile.status }, after: { banned_at: iso(now), profile_status: 'disabled' }, reason: body.reason,
    }, now);
    await events.record('member.updated', { userId: user.id });
  });
}

/** The profile status before the ban, from the ban's audit row (no column keeps it). */
async function statusBeforeBan(tx: Tx, userId: number, fallback: ProfileRow['status']): Promise<ProfileRow['status']> {
  const [row] = await tx.select({ before: staffAudit.before }).from(staffAudit)
    .where(and(eq(staffAudit.objectType, 'user'), eq(staffAudit.objectId, String(userId)), eq(staffAudit.action, 'member.banned')))
    .orderBy(desc(staffAudit.id)).limit(1);
  const status = (row?.before as { profile_status?: unknown } | null)?.profile_status;
  return status === 'active' || status === 'disabled' ? status : fallback;
}

/** POST /api/console/members/unban.php: the ban lifted, the profile back to the status it had; the member logs in again. */
export async function unbanMember(deps: Deps, who: StaffSession, body: MemberActionBody): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const { user, profile } = await memberForStaff(tx, who, body.user, { lock: true });
    if (!user.bannedAt) throw new DomainError('console_already_done');
    // A deleted account stays hidden; otherwise what it was, or what its account state implies.
    const restored = user.status === 'deleted' ? 'disabled' : await statusBeforeBan(tx, user.id, user.status === 'active' ? 'active' : 'disabled');
    await tx.update(users).set({ bannedAt: null, banReason: null }).where(eq(users.id, user.id));
    await tx.update(profiles).set({ status: restored }).where(eq(profiles.id, profile.id));
    await recordAudit(tx, who, {
      action: 'member.unbanned', siteId: user.siteId, objectType: 'user', objectId: user.id,
      before: { banned_at: iso(user.bannedAt), ban_reason: user.banReason, profile_status: profile.status },
      after: { banned_at: null, profile_status: restored }, reason: body.reason,
    }, now);
    await events.record('member.updated', { userId: user.id });
  });
}
