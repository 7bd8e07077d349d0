import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { LOCALE_COOKIE_NAME } from '@app/shared';
import { complaints, reports, staffAudit, users } from '../../../db/schema/index.js';
import { Client, createSite, loggedInMember, mailsTo, useTestApp } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';

const ctx = useTestApp();

const emailOf = async (userId: number) => (await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

/** A member's report of a message they received, and a visitor's complaint in French, on a site of their own. */
async function cases() {
  const site = await createSite(ctx);
  const reporter = await loggedInMember(ctx, site, { credits: 100, profile: { name: 'Eva' }, user: { language: 'en' } });
  const reported = await loggedInMember(ctx, site, { credits: 100, profile: { name: 'Karel', gender: 'male' } });
  await reporter.client.post('/api/message.php', { profile: reported.profile.id, kind: 'text', text: 'Hallo Karel', client_id: randomUUID() });
  const sent = await reported.client.post('/api/message.php', { profile: reporter.profile.id, kind: 'text', text: 'Stuur me je nummer, nu!', client_id: randomUUID() });
  expect(sent.status).toBe(201);
  const messageId = sent.body.message.id as number;
  expect((await reporter.client.post('/api/report.php', { profile: reported.profile.id, message: messageId, reason: 'harassment', text: 'Hij blijft aandringen.' })).status).toBe(200);
  const [report] = await ctx.deps.db.select().from(reports).where(eq(reports.profileId, reported.profile.id));
  const visitor = new Client(ctx.app, site.domain);
  visitor.jar.set(LOCALE_COOKIE_NAME, 'fr');
  const complaintEmail = `plainte-${randomUUID().slice(0, 8)}@example.com`;
  const filed = await visitor.post('/api/complaint.php', { name: 'Claire', email: complaintEmail, category: 'payment', subject: 'Paiement double', message: 'J\'ai été débitée deux fois pour le même pack.' });
  expect(filed.status).toBe(201);
  const [complaint] = await ctx.deps.db.select().from(complaints).where(eq(complaints.reference, filed.body.reference));
  const { client: moderator, staff } = await staffClient(ctx, site.domain, 'moderator');
  return { site, reporter, reported, messageId, report: report!, complaint: complaint!, complaintEmail, moderator, staff };
}

const auditFor = (kind: string, id: number) => ctx.deps.db.select().from(staffAudit)
  .where(and(eq(staffAudit.objectType, kind), eq(staffAudit.objectId, String(id)))).orderBy(staffAudit.id);

describe('reports and complaints queue', () => {
  it('shows a report and a complaint as new cases, with the reported message in its conversation', async () => {
    const { site, reporter, reported, messageId, report, complaint, moderator } = await cases();
    const list = await moderator.get(`/api/console/cases.php?site=${site.id}`);
    expect(list.status).toBe(200);
    expect(list.body.cases).toEqual([
      expect.objectContaining({ kind: 'report', id: report.id, status: 'new', topic: 'harassment', title: 'Karel', reference: `R-${report.id}`, assignee: null }),
      expect.objectContaining({ kind: 'complaint', id: complaint.id, status: 'new', topic: 'payment', title: 'Paiement double', reference: complaint.reference }),
    ]);
    expect((await moderator.get(`/api/console/cases.php?site=${site.id}&kind=complaint`)).body.cases.map((c: { kind: string }) => c.kind)).toEqual(['complaint']);
    expect((await moderator.get(`/api/console/cases.php?site=${site.id}&status=resolved`)).body.cases).toEqual([]);

    const detail = await moderator.get(`/api/console/cases/case.php?kind=report&id=${report.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.case).toMatchObject({
      kind: 'report', status: 'new', text: 'Hij blijft aandringen.',
      reporter: { user_id: reporter.userId, profile_id: reporter.profile.id, name: 'Eva', language: 'en' },
      profile: { id: reported.profile.id, user_id: reported.userId, name: 'Karel', fictional: false, banned: false },
      replies: [],
    });
    expect(detail.body.case.messages.map((m: { text: string; reported: boolean }) => [m.text, m.reported])).toEqual([['Hallo Karel', false], ['Stuur me je nummer, nu!', true]]);
    expect(detail.body.case.messages[1].id).toBe(messageId);
    expect((await auditFor('report', report.id)).map((a) => a.action)).toEqual(['case.opened']);
    const complaintDetail = await moderator.get(`/api/console/cases/case.php?kind=complaint&id=${complaint.id}`);
    expect(complaintDetail.body.case).toMatchObject({ reporter: { user_id: null, name: 'Claire', language: 'fr' }, profile: null, messages: [], subject: 'Paiement double' });
  });

  it('assigns, replies by mail quoting the reference, and decides with a mailed statement; a decided case stays decided', async () => {
    const { site, reporter, report, complaint, complaintEmail, moderator, staff } = await cases();
    const { staff: colleague } = await staffClient(ctx, site.domain, 'moderator');
    const assigned = await moderator.post('/api/console/cases/assign.php', { kind: 'complaint', id: complaint.id, staff: colleague.id });
    expect(assigned.status).toBe(200);
    const [afterAssign] = await ctx.deps.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    expect(afterAssign).toMatchObject({ status: 'in_progress', assigneeStaffId: colleague.id });
    const { staff: operator } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const wrong = await moderator.post('/api/console/cases/assign.php', { kind: 'complaint', id: complaint.id, staff: operator.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('console_assignee');

    expect((await moderator.post('/api/console/cases/reply.php', { kind: 'complaint', id: complaint.id, text: 'Nous vérifions votre paiement.' })).status).toBe(200);
    const replyMails = (await mailsTo(ctx, complaintEmail)).filter((m) => (m.headers.subject ?? '').includes(complaint.reference) && m.text.includes('Nous vérifions'));
    expect(replyMails).toHaveLength(1);
    expect(replyMails[0]!.headers.subject).toBe(`Réponse à ton signalement (${complaint.reference})`);

    const decided = await moderator.post('/api/console/cases/decide.php', { kind: 'report', id: report.id, decision: 'member_warned', reasons: 'The messages pressed for contact details, against our rules.' });
    expect(decided.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ status: 'resolved', decision: 'member_warned', assigneeStaffId: staff.id });
    expect(row!.resolvedAt).toBeInstanceOf(Date);
    const [decisionMail] = await mailsTo(ctx, await emailOf(reporter.userId));
    expect(decisionMail!.headers.subject).toBe(`Your report has been handled (R-${report.id})`);
    expect(decisionMail!.text).toContain('The reported member has been given a warning.');
    expect(decisionMail!.text).toContain('The messages pressed for contact details');
    expect(decisionMail!.text).toContain('not by an automated system');
    expect(decisionMail!.text).toContain('within 6 months');
    expect(decisionMail!.text).toMatch(/https?:\/\/\S+\/complaints/);

    const detail = await moderator.get(`/api/console/cases/case.php?kind=report&id=${report.id}`);
    expect(detail.body.case).toMatchObject({ status: 'resolved', decision: 'member_warned', assignee: { id: staff.id } });
    expect(detail.body.case.replies).toEqual([expect.objectContaining({ decision: 'member_warned', text: 'The messages pressed for contact details, against our rules.' })]);
    const again = await moderator.post('/api/console/cases/decide.php', { kind: 'report', id: report.id, decision: 'no_action', reasons: 'Nothing' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('console_already_decided');
    expect((await moderator.post('/api/console/cases/reply.php', { kind: 'report', id: report.id, text: 'Nog iets' })).status).toBe(409);
    expect((await moderator.get(`/api/console/cases.php?site=${site.id}&status=resolved`)).body.cases).toEqual([expect.objectContaining({ kind: 'report', id: report.id })]);

    expect((await auditFor('complaint', complaint.id)).map((a) => a.action)).toEqual(['case.assigned', 'case.replied']);
    expect((await auditFor('report', report.id)).map((a) => a.action)).toEqual(['case.decided', 'case.opened']);
  });

  it('lets one of two parallel decisions win', async () => {
    const { complaint, complaintEmail, moderator, site } = await cases();
    const { client: second } = await staffClient(ctx, site.domain, 'admin');
    const [a, b] = await Promise.all([
      moderator.post('/api/console/cases/decide.php', { kind: 'complaint', id: complaint.id, decision: 'no_action', reasons: 'Betaling was correct.' }),
      second.post('/api/console/cases/decide.php', { kind: 'complaint', id: complaint.id, decision: 'other', reasons: 'Terugbetaald.' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [row] = await ctx.deps.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    expect(row!.status).toBe('closed');
    expect(row!.decision).toBe(a.status === 200 ? 'no_action' : 'other');
    expect((await mailsTo(ctx, complaintEmail)).filter((m) => (m.headers.subject ?? '').startsWith('Ton signalement a été traité'))).toHaveLength(1);
  });

  it('refuses unknown kinds, ids, decisions and empty reasons clearly', async () => {
    const { report, moderator } = await cases();
    expect((await moderator.get(`/api/console/cases/case.php?kind=ticket&id=${report.id}`)).status).toBe(404);
    expect((await moderator.get('/api/console/cases/case.php?kind=report&id=99999999999')).status).toBe(404);
    expect((await moderator.get('/api/console/cases/case.php?kind=report&id=2000000000')).status).toBe(404);
    expect((await moderator.get('/api/console/cases.php?status=closed')).status).toBe(400);
    const decision = await moderator.post('/api/console/cases/decide.php', { kind: 'report', id: report.id, decision: 'shrug', reasons: 'Omdat.' });
    expect(decision.body.error.code).toBe('console_case_decision');
    const reasons = await moderator.post('/api/console/cases/decide.php', { kind: 'report', id: report.id, decision: 'no_action', reasons: ' ' });
    expect(reasons.body.error).toMatchObject({ code: 'console_reason_required' });
    const nul = await moderator.post('/api/console/cases/reply.php', { kind: 'report', id: report.id, text: 'Hoi\u0000daar' });
    expect(nul.status).toBe(400);
    expect((await ctx.deps.db.select().from(reports).where(inArray(reports.id, [report.id])))[0]!.status).toBe('new');
  });

  it('answers 403 to operators and support, and 401 to a member session', async () => {
    const { site, reporter, report } = await cases();
    for (const role of ['operator', 'support'] as const) {
      const { client } = await staffClient(ctx, site.domain, role, { siteIds: [site.id] });
      expect((await client.get(`/api/console/cases.php?site=${site.id}`)).status, role).toBe(403);
      expect((await client.post('/api/console/cases/decide.php', { kind: 'report', id: report.id, decision: 'no_action', reasons: 'Niets.' })).status, role).toBe(403);
    }
    expect((await reporter.client.get(`/api/console/cases/case.php?kind=report&id=${report.id}`)).status).toBe(401);
    expect((await reporter.client.post('/api/console/cases/assign.php', { kind: 'report', id: report.id })).status).toBe(401);
  });
});
