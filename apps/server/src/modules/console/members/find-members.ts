import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { MemberSearchQuery, MemberSearchResponse } from '@app/shared/contracts/console/members';
import { ID_MAX } from '@app/shared/contracts/profiles';
import { profiles, users } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { authorizeSite, visibleSiteIds } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

export const MEMBER_PAGE_SIZE = 50;

/** A search text taken literally by LIKE (its wildcards escaped). */
const literal = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/console/members.php: members (never fictional profiles) of the staff member's sites, newest first.
 * The text matches an exact id, the start of the e-mail address or part of the name, case-insensitively.
 */
export async function findMembers(deps: Pick<AppDeps, 'db'>, who: StaffSession, query: MemberSearchQuery): Promise<MemberSearchResponse> {
  if (query.site) authorizeSite(who, query.site);
  const only = visibleSiteIds(who);
  const q = query.q;
  const asId = /^\d{1,10}$/.test(q) && Number(q) <= ID_MAX ? Number(q) : null;
  const text: SQL | undefined = q
    ? or(ilike(users.emailNormalized, `${literal(q.toLowerCase())}%`), ilike(profiles.name, `%${literal(q)}%`), asId ? eq(users.id, asId) : undefined)
    : undefined;
  const rows = await deps.db.select({ user: users, name: profiles.name }).from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(
      eq(profiles.isFictional, false),
      query.site ? eq(users.siteId, query.site) : undefined,
      only ? inArray(users.siteId, only.length ? only : [-1]) : undefined,
      text,
    ))
    .orderBy(desc(users.id))
    .limit(MEMBER_PAGE_SIZE + 1).offset((query.page - 1) * MEMBER_PAGE_SIZE);
  return {
    members: rows.slice(0, MEMBER_PAGE_SIZE).map(({ user, name }) => ({
      id: user.id, site_id: user.siteId, email: user.email, name, status: user.status, signup_date: user.signupDate.toISOString(),
      banned: Boolean(user.bannedAt), vulnerable: Boolean(user.vulnerableAt),
    })),
    more: rows.length > MEMBER_PAGE_SIZE,
  };
}
