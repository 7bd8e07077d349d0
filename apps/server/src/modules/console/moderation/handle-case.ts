import { and, eq, isNull } from 'drizzle-orm';
import { staffMay } from '@app/shared';
import type { CaseAssignBody, CaseDecideBody, CaseReplyBody } from '@app/shared/contracts/console/moderation';
import { caseReplies, staff } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { caseMailJob } from './case-mail.job.js';
import { loadCase, updateCase, type CaseRow } from './cases.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'jobs'>;

const snapshot = (c: Pick<CaseRow, 'status' | 'assigneeStaffId' | 'decision'>) => ({ status: c.status, assignee: c.assigneeStaffId, decision: c.decision });

/**
 * The case under its row lock and still open: two moderators acting at once are serialised, and a resolved case
 * takes no more assignments, replies or decisions (409).
 */
async function lockOpen(tx: Parameters<typeof loadCase>[0], who: StaffSession, kind: CaseRow['kind'], id: number) {
  const c = await loadCase(tx, who, kind, id, true);
  if (c.status === 'resolved') throw new DomainError('console_already_decided');
  return c;
}

/** POST cases/assign.php: to the caller, or to another staff member who may handle cases; the case is in progress. */
export async function assignCase(deps: Deps, who: StaffSession, body: CaseAssignBody): Promise<void> {
  await withTx(deps, async (tx) => {
    const c = await lockOpen(tx, who, body.kind, body.id);
    const assignee = body.staff ?? who.staff.id;
    if (assignee !== who.staff.id) {
      const [target] = await tx.select({ role: staff.role }).from(staff).where(and(eq(staff.id, assignee), isNull(staff.disabledAt)));
      if (!target || !staffMay(target.role, 'cases.handle')) throw new DomainError('console_assignee', {}, { field: 'staff' });
    }
    await updateCase(tx, c, { status: 'in_progress', assigneeStaffId: assignee });
    await recordAudit(tx, who, {
      action: 'case.assigned', siteId: c.siteId, objectType: c.kind, objectId: c.id,
      before: snapshot(c), after: snapshot({ ...c, status: 'in_progress', assigneeStaffId: assignee }),
    }, deps.clock.now());
  });
}

/**
 * POST cases/reply.php: a mail to the reporter quoting the case's reference, kept with the case. A new case is taken
 * in hand by the one replying.
 */
export async function replyToCase(deps: Deps, who: StaffSession, body: CaseReplyBody): Promise<void> {
  await withTx(deps, async (tx) => {
    const c = await lockOpen(tx, who, body.kind, body.id);
    const now = deps.clock.now();
    const [reply] = await tx.insert(caseReplies).values({ caseKind: c.kind, caseId: c.id, staffId: who.staff.id, text: body.text, createdAt: now }).returning({ id: caseReplies.id });
    const after = { ...c, status: 'in_progress' as const, assigneeStaffId: c.assigneeStaffId ?? who.staff.id };
    if (c.status === 'new') await updateCase(tx, c, { status: after.status, assigneeStaffId: after.assigneeStaffId });
    await deps.jobs.send(caseMailJob, { v: 1, replyId: reply!.id }, tx);
    await recordAudit(tx, who, {
      action: 'case.replied', siteId: c.siteId, objectType: c.kind, objectId: c.id, before: snapshot(c), after: { ...snapshot(after), reply: reply!.id },
    }, now);
  });
}

/**
 * POST cases/decide.php: the decision and its reasons close the case and are mailed to the reporter (DSA art. 16/17).
 * It records what was decided; a ban or warning itself is done on the member's page.
 */
export async function decideCase(deps: Deps, who: StaffSession, body: CaseDecideBody): Promise<void> {
  await withTx(deps, async (tx) => {
    const c = await lockOpen(tx, who, body.kind, body.id);
    const now = deps.clock.now();
    const assignee = c.assigneeStaffId ?? who.staff.id;
    await updateCase(tx, c, { status: 'resolved', assigneeStaffId: assignee, decision: body.decision, resolvedAt: now });
    const [reply] = await tx.insert(caseReplies).values({
      caseKind: c.kind, caseId: c.id, staffId: who.staff.id, text: body.reasons, decision: body.decision, createdAt: now,
    }).returning({ id: caseReplies.id });
    await deps.jobs.send(caseMailJob, { v: 1, replyId: reply!.id }, tx);
    await recordAudit(tx, who, {
      action: 'case.decided', siteId: c.siteId, objectType: c.kind, objectId: c.id, reason: body.reasons,
      before: snapshot(c), after: snapshot({ status: 'resolved', assigneeStaffId: assignee, decision: body.decision }),
    }, now);
  });
}
