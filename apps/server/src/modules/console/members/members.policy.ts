import { and, eq } from 'drizzle-orm';
import { profiles, users, type ProfileRow, type UserRow } from '../../../db/schema/index.js';
import { DomainError } from '../../../kernel/errors.js';
import type { DbOrTx } from '../../../platform/db.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

export interface MemberRows { user: UserRow; profile: ProfileRow }

/**
 * THE rule for member care: a real member (never a fictional profile: those are managed elsewhere) on a site this
 * staff member works for; anything else reads as absent. With `lock`, the member's row is locked for the action's
 * transaction, so two staff members acting at once take turns and each sees the other's result.
 */
export async function memberForStaff(db: DbOrTx, who: StaffSession, userId: number, opts: { lock?: boolean } = {}): Promise<MemberRows> {
  const query = db.select({ user: users, profile: profiles }).from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(profiles.isFictional, false)));
  const [row] = opts.lock ? await query.for('update', { of: users }) : await query;
  if (!row) throw new DomainError('not_found');
  authorizeSite(who, row.user.siteId);
  return row;
}

/** What an action changed, for the audit trail's before/after. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
