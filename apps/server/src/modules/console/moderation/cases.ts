import { eq } from 'drizzle-orm';
import type { CaseDecision, CaseKindName, CaseStatus } from '@app/shared/contracts/console/moderation';
import { complaints, profiles, reports, users } from '../../../db/schema/index.js';
import { DomainError } from '../../../kernel/errors.js';
import type { DbOrTx } from '../../../platform/db.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

/**
 * One queue for two tables: a member's report (reports) and a complaint form (complaints). Complaints keep their own
 * status words (received / in_progress / closed); the console speaks of new / in_progress / resolved for both.
 */
const COMPLAINT_STATUS = { new: 'received', in_progress: 'in_progress', resolved: 'closed' } as const;
export const complaintStatusOf = (status: CaseStatus) => COMPLAINT_STATUS[status];
export const caseStatusOfComplaint = (status: string): CaseStatus => (status === 'received' ? 'new' : status === 'closed' ? 'resolved' : 'in_progress');

/** Reports have no reference of their own; the mails quote this one. */
export const reportReference = (id: number) => `R-${id}`;

/** The person who filed the case: the one replies and decisions are mailed to. */
export interface CaseReporter { userId: number | null; profileId: number | null; name: string; email: string; language: string }

export interface CaseRow {
  kind: CaseKindName;
  id: number;
  siteId: number;
  status: CaseStatus;
  assigneeStaffId: number | null;
  decision: CaseDecision | null;
  reference: string;
  reporter: CaseReporter;
}

/**
 * A case on a site the staff member works for (else "not found"; `who` null: the system, e.g. a mail job); with
 * `lock`, its row is locked until commit.
 */
export async function loadCase(db: DbOrTx, who: StaffSession | null, kind: CaseKindName, id: number, lock = false): Promise<CaseRow> {
  if (kind === 'report') {
    const query = db.select({ report: reports, reporter: profiles, user: users }).from(reports)
      .innerJoin(profiles, eq(profiles.id, reports.reporterProfileId)).innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(reports.id, id));
    const [row] = lock ? await query.for('update', { of: reports }) : await query;
    if (!row) throw new DomainError('not_found');
    if (who) authorizeSite(who, row.report.siteId);
    return {
      kind, id, siteId: row.report.siteId, status: row.report.status, assigneeStaffId: row.report.assigneeStaffId,
      decision: row.report.decision as CaseDecision | null, reference: reportReference(id),
      reporter: { userId: row.user.id, profileId: row.reporter.id, name: row.reporter.name, email: row.user.email, language: row.user.language },
    };
  }
  const query = db.select().from(complaints).where(eq(complaints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('not_found');
  if (who) authorizeSite(who, row.siteId);
  return {
    kind, id, siteId: row.siteId, status: caseStatusOfComplaint(row.status), assigneeStaffId: row.assigneeStaffId,
    decision: row.decision as CaseDecision | null, reference: row.reference,
    reporter: { userId: row.userId, profileId: null, name: row.name, email: row.email, language: row.locale },
  };
}

/** Writes the console's status, assignee and decision to whichever table holds the case. */
export async function updateCase(tx: DbOrTx, c: Pick<CaseRow, 'kind' | 'id'>, change: {
  status?: CaseStatus; assigneeStaffId?: number; decision?: CaseDecision; resolvedAt?: Date;
}) {
  if (c.kind === 'report') {
    await tx.update(reports).set({ status: change.status, assigneeStaffId: change.assigneeStaffId, decision: change.decision, resolvedAt: change.resolvedAt })
      .where(eq(reports.id, c.id));
  } else {
    await tx.update(complaints).set({
      status: change.status && complaintStatusOf(change.status), assigneeStaffId: change.assigneeStaffId, decision: change.decision, resolvedAt: change.resolvedAt,
    }).where(eq(complaints.id, c.id));
  }
}
