import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pickLocale } from '@app/shared/i18n';
import { complaints } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { renderMail } from '../mail/render-mail.js';

export const complaintMailJob = jobType({
  name: 'mail.complaint',
  schema: z.object({ v: z.literal(1), complaintId: z.number().int().positive() }),
  retryLimit: 12,
  retryDelaySeconds: 30,
});
export const COMPLAINT_MAIL_QUEUE = complaintMailJob.name;

/** The confirmation of receipt, with the reference, in the language the complaint was written in. */
export function complaintMailHandler(deps: Pick<AppDeps, 'db' | 'mailer' | 'sites' | 'config'>) {
  return handleJob(complaintMailJob, async (job) => {
    const [complaint] = await deps.db.select().from(complaints).where(eq(complaints.id, job.complaintId));
    if (!complaint) return;
    const site = await deps.sites.byId(complaint.siteId);
    if (!site) return;
    const content = renderMail({
      template: 'complaint_received',
      locale: pickLocale(complaint.locale, site.domainLanguage),
      siteName: site.name,
      supportEmail: site.supportEmail,
      recipientName: complaint.name,
      params: { reference: complaint.reference },
    });
    await deps.mailer.send({
      from: { name: site.mailName, address: deps.config.mailFrom ?? `no-reply@${site.domain}` },
      replyTo: site.supportEmail,
      to: complaint.email,
      ...content,
    });
  });
}
