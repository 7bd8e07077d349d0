import { eq } from 'drizzle-orm';
import { pickLocale } from '@app/shared/i18n';
import { complaints } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import type { Jobs, QueueDefinition } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mail.js';
import type { SiteResolver } from '../sites/site-resolver.js';
import { renderMail } from '../mail/render-mail.js';

export const COMPLAINT_MAIL_QUEUE = 'mail.complaint';
export type ComplaintMailJob = { v: 1; complaintId: number };

export const queueComplaintMail = (jobs: Jobs, tx: DbOrTx, job: ComplaintMailJob) => jobs.send(COMPLAINT_MAIL_QUEUE, job, tx);

interface Deps { db: Db; mailer: Mailer; sites: SiteResolver; mailFrom?: string }

/** The confirmation of receipt, with the reference, in the language the complaint was written in. */
export function complaintMailQueue(deps: Deps): QueueDefinition<ComplaintMailJob> {
  return {
    name: COMPLAINT_MAIL_QUEUE,
    retryLimit: 12,
    retryDelaySeconds: 30,
    async handle(job) {
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
        from: { name: site.mailName, address: deps.mailFrom ?? `no-reply@${site.domain}` },
        replyTo: site.supportEmail,
        to: complaint.email,
        ...content,
      });
    },
  };
}
