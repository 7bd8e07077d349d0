import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pickLocale, translate } from '@app/shared/i18n';
import { caseReplies } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { handleJob, jobType } from '../../../platform/jobs.js';
import { loadCase } from './cases.js';
import { mailDate, sendModerationMail } from './moderation-mail.js';

/** One mail per case_replies row: a reply to the reporter, or the decision with its reasons. */
export const caseMailJob = jobType({
  name: 'mail.case',
  schema: z.object({ v: z.literal(1), replyId: z.number().int().positive() }),
  retryLimit: 12,
  retryDelaySeconds: 30,
});

/**
 * To whoever filed the case (a report: the reporting member's address and language; a complaint: its address and
 * the language it was written in), quoting the case's reference. A decision is the notice's outcome (DSA art. 16/17):
 * what was decided, why, that a person decided, and how to appeal.
 */
export function caseMailHandler(deps: Pick<AppDeps, 'db' | 'mailer' | 'sites' | 'config'>) {
  return handleJob(caseMailJob, async (job) => {
    const [reply] = await deps.db.select().from(caseReplies).where(eq(caseReplies.id, job.replyId));
    if (!reply) return;
    const c = await loadCase(deps.db, null, reply.caseKind, reply.caseId).catch(() => null);
    if (!c) return;
    const site = await deps.sites.byId(c.siteId);
    if (!site) return;
    const locale = pickLocale(c.reporter.language, site.domainLanguage);
    const base = { site, to: c.reporter.email, locale, name: c.reporter.name };
    if (reply.decision) {
      await sendModerationMail(deps, {
        ...base, template: 'case_decision',
        params: {
          reference: c.reference, reasons: reply.text, date: mailDate(reply.createdAt.toISOString(), locale, site.timeZone),
          decision: translate(locale, `mail.case_decision.decisions.${reply.decision}`),
        },
        lines: ['decision', 'grounds', 'by_person', 'appeal'],
      });
    } else {
      await sendModerationMail(deps, { ...base, template: 'case_reply', params: { reference: c.reference, text: reply.text }, lines: [] });
    }
  });
}
