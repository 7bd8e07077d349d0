import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared';
import { pickLocale } from '@app/shared/i18n';
import { accountTokens, profiles, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { issueToken } from '../accounts/account-tokens.js';
import { siteBaseUrl } from '../mail/account-mail.job.js';
import { renderMail } from '../mail/render-mail.js';

/** Queued in the deletion's transaction (account.deleted): the mail exists exactly when the deletion committed. */
export const reactivationMailJob = jobType({
  name: 'mail.reactivation',
  schema: z.object({ v: z.literal(1), tokenId: z.number().int().positive() }),
  retryLimit: 12,
  retryDelaySeconds: 30,
});

/**
 * The confirmation of the deletion with the way back. Like every account link, the secret is made here, per attempt,
 * so it exists only in the mail actually sent. Nothing is sent once the account is no longer deleted.
 */
export function reactivationMailHandler(deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'sites' | 'config'>) {
  return handleJob(reactivationMailJob, async (job) => {
    const [member] = await deps.db.select({ user: users, name: profiles.name }).from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId)).innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(accountTokens.id, job.tokenId));
    if (!member || member.user.status !== 'deleted' || !member.user.deletedAt) return;
    const site = await deps.sites.byId(member.user.siteId);
    if (!site) return;
    const issued = await issueToken(deps.db, deps.clock, job.tokenId);
    if (!issued) return;
    const locale = pickLocale(member.user.language, site.domainLanguage);
    const until = new Date(member.user.deletedAt.getTime() + ACCOUNT_REACTIVATION_DAYS * 86_400_000);
    const content = renderMail({
      template: 'reactivation',
      locale,
      siteName: site.name,
      supportEmail: site.supportEmail,
      recipientName: member.name,
      params: { days: ACCOUNT_REACTIVATION_DAYS, date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: site.timeZone }).format(until) },
      link: `${siteBaseUrl(site, deps.config.publicUrl)}/api/reactivate.php?token=${issued.token}`,
    });
    await deps.mailer.send({
      from: { name: site.mailName, address: deps.config.mailFrom ?? `no-reply@${site.domain}` },
      replyTo: site.supportEmail,
      to: member.user.email,
      ...content,
    });
  });
}
