import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { ageOn } from '@app/shared';
import type { CaseDecision, CaseDetail, CaseKindName } from '@app/shared/contracts/console/moderation';
import { caseReplies, complaints, messages, photos, profiles, reports, staff, users } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { withTx } from '../../../kernel/tx.js';
import type { Tx } from '../../../platform/db.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { loadCase } from './cases.js';
import { consolePhotoUrl } from './photo-files.js';

/** Messages shown either side of a reported one: enough to judge it in its conversation. */
const CONTEXT_MESSAGES = 5;

async function reportedProfile(tx: Tx, profileId: number, now: Date) {
  const [row] = await tx.select({ profile: profiles, user: users, photo: photos }).from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId)).leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(profiles.id, profileId));
  if (!row) return null;
  const { profile } = row;
  return {
    id: profile.id, user_id: profile.userId, name: profile.name, age: ageOn(profile.dateOfBirth, now), gender: profile.gender,
    country: profile.country, city: profile.city, about: profile.about, status: profile.status, fictional: profile.isFictional,
    banned: row.user.bannedAt !== null, photo_url: row.photo ? consolePhotoUrl(row.photo.storageKey, 'thumb') : null,
  };
}

/** The reported message with the messages just before and after it in its conversation. */
async function messageContext(tx: Tx, messageId: number) {
  const [reported] = await tx.select().from(messages).where(eq(messages.id, messageId));
  if (!reported) return [];
  const columns = { id: messages.id, sender: messages.senderProfileId, kind: messages.kind, text: messages.text, createdAt: messages.createdAt };
  const [before, after] = await Promise.all([
    tx.select(columns).from(messages).where(and(eq(messages.conversationId, reported.conversationId), lt(messages.id, reported.id)))
      .orderBy(desc(messages.id)).limit(CONTEXT_MESSAGES),
    tx.select(columns).from(messages).where(and(eq(messages.conversationId, reported.conversationId), gte(messages.id, reported.id)))
      .orderBy(asc(messages.id)).limit(CONTEXT_MESSAGES + 1),
  ]);
  return [...before.reverse(), ...after].map((m) => ({
    id: m.id, sender_profile_id: m.sender, kind: m.kind, text: m.text, created_at: m.createdAt.toISOString(), reported: m.id === reported.id,
  }));
}

/**
 * GET cases/case.php: the case, the reported object (the profile card; for a message report that message in its
 * conversation), the reporter and every reply and decision so far. Opening it reads members' private messages, so
 * it is audited.
 */
export async function getCase(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, kind: CaseKindName, id: number): Promise<CaseDetail> {
  return withTx(deps, async (tx) => {
    const c = await loadCase(tx, who, kind, id);
    const now = deps.clock.now();
    const replies = await tx.select({ reply: caseReplies, staffName: staff.name }).from(caseReplies).leftJoin(staff, eq(staff.id, caseReplies.staffId))
      .where(and(eq(caseReplies.caseKind, kind), eq(caseReplies.caseId, id))).orderBy(asc(caseReplies.createdAt), asc(caseReplies.id));
    const [assignee] = c.assigneeStaffId === null ? [] : await tx.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.id, c.assigneeStaffId));
    let detail: Pick<CaseDetail, 'topic' | 'title' | 'text' | 'subject' | 'resolved_at' | 'created_at' | 'profile' | 'messages'>;
    if (kind === 'report') {
      const [report] = await tx.select().from(reports).where(eq(reports.id, id));
      const profile = await reportedProfile(tx, report!.profileId, now);
      detail = {
        topic: report!.reason, title: profile?.name ?? '', text: report!.text, subject: null,
        resolved_at: report!.resolvedAt?.toISOString() ?? null, created_at: report!.createdAt.toISOString(),
        profile, messages: report!.messageId === null ? [] : await messageContext(tx, report!.messageId),
      };
    } else {
      const [complaint] = await tx.select().from(complaints).where(eq(complaints.id, id));
      detail = {
        topic: complaint!.category, title: complaint!.subject || complaint!.message.slice(0, 80), text: complaint!.message,
        subject: complaint!.subject, resolved_at: complaint!.resolvedAt?.toISOString() ?? null, created_at: complaint!.createdAt.toISOString(),
        profile: null, messages: [],
      };
    }
    await recordAudit(tx, who, { action: 'case.opened', siteId: c.siteId, objectType: kind, objectId: id }, now);
    return {
      kind, id, site_id: c.siteId, status: c.status, reference: c.reference, decision: c.decision,
      assignee: assignee ?? null,
      ...detail,
      reporter: { user_id: c.reporter.userId, profile_id: c.reporter.profileId, name: c.reporter.name, email: c.reporter.email, language: c.reporter.language },
      replies: replies.map((r) => ({
        id: r.reply.id, staff_name: r.staffName, text: r.reply.text, decision: r.reply.decision as CaseDecision | null, created_at: r.reply.createdAt.toISOString(),
      })),
    };
  });
}
