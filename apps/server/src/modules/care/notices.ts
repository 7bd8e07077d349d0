import { and, asc, eq, isNull } from 'drizzle-orm';
import type { NoticesResponse } from '@app/shared/contracts/care';
import { memberWarnings, users } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';

/**
 * GET /api/notices.php: the warnings staff gave the member that they have not acknowledged yet, and whether they are
 * flagged as possibly vulnerable (then the web app shows the care notice). Read from the rows, not the cached session.
 */
export async function getNotices(deps: Pick<AppDeps, 'db'>, auth: AuthenticatedSession): Promise<NoticesResponse> {
  const [warnings, [user]] = await Promise.all([
    deps.db.select().from(memberWarnings).where(and(eq(memberWarnings.userId, auth.user.id), isNull(memberWarnings.acknowledgedAt)))
      .orderBy(asc(memberWarnings.createdAt), asc(memberWarnings.id)),
    deps.db.select({ vulnerableAt: users.vulnerableAt }).from(users).where(eq(users.id, auth.user.id)),
  ]);
  return {
    warnings: warnings.map((w) => ({ id: w.id, reason: w.reason, created_at: w.createdAt.toISOString() })),
    care: Boolean(user?.vulnerableAt),
  };
}

/** POST /api/notices.php: "understood" on one of the member's own warnings (anyone else's does not exist); twice is once. */
export async function acknowledgeWarning(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthenticatedSession, warningId: number): Promise<void> {
  const [own] = await deps.db.select({ id: memberWarnings.id, acknowledgedAt: memberWarnings.acknowledgedAt }).from(memberWarnings)
    .where(and(eq(memberWarnings.id, warningId), eq(memberWarnings.userId, auth.user.id)));
  if (!own) throw new DomainError('not_found');
  if (own.acknowledgedAt) return;
  await deps.db.update(memberWarnings).set({ acknowledgedAt: deps.clock.now() })
    .where(and(eq(memberWarnings.id, warningId), isNull(memberWarnings.acknowledgedAt)));
}
