import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pickLocale, translate } from '@app/shared/i18n';
import { PHOTO_REJECT_REASONS } from '@app/shared/contracts/console/moderation';
import { profiles, users } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { handleJob, jobType } from '../../../platform/jobs.js';
import { mailDate, sendModerationMail } from './moderation-mail.js';

/** The decision travels in the payload: the statement stays what was decided, even if the photo is deleted meanwhile. */
export const photoRejectedMailJob = jobType({
  name: 'mail.photo_rejected',
  schema: z.object({
    v: z.literal(1), userId: z.number().int().positive(), reason: z.enum(PHOTO_REJECT_REASONS),
    note: z.string().nullable(), decidedAt: z.string(),
  }),
  retryLimit: 12,
  retryDelaySeconds: 30,
});

/** The statement of reasons for a refused photo (EU DSA art. 17), in the member's language. */
export function photoRejectedMailHandler(deps: Pick<AppDeps, 'db' | 'mailer' | 'sites' | 'config'>) {
  return handleJob(photoRejectedMailJob, async (job) => {
    const [member] = await deps.db.select({ email: users.email, language: users.language, status: users.status, siteId: users.siteId, name: profiles.name })
      .from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, job.userId));
    if (!member || member.status === 'deleted') return;
    const site = await deps.sites.byId(member.siteId);
    if (!site) return;
    const locale = pickLocale(member.language, site.domainLanguage);
    await sendModerationMail(deps, {
      site, to: member.email, locale, name: member.name, template: 'photo_rejected',
      params: {
        reason: translate(locale, `mail.photo_rejected.reasons.${job.reason}`),
        note: job.note ?? '',
        date: mailDate(job.decidedAt, locale, site.timeZone),
      },
      lines: ['decision', 'grounds', ...(job.note ? ['note'] : []), 'by_person', 'appeal'],
    });
  });
}
