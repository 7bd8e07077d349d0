import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pickLocale } from '@app/shared/i18n';
import { accountTokens, profiles, users } from '../../db/schema/index.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { issueToken, TOKEN_LIFETIME_HOURS } from '../accounts/account-tokens.js';
import { renderMail } from './render-mail.js';

/** Versioned payload: a job written by an older release must still be understood. */
export const accountMailJob = jobType({
  name: 'mail.account',
  schema: z.discriminatedUnion('kind', [
    z.object({ v: z.literal(1), kind: z.enum(['activation', 'password_reset', 'mail_change']), tokenId: z.number().int().positive() }),
    z.object({ v: z.literal(1), kind: z.literal('password_changed'), userId: z.number().int().positive() }),
  ]),
  retryLimit: 12,
  retryDelaySeconds: 30,
});
export type AccountMailJob = z.infer<typeof accountMailJob.schema>;
export const ACCOUNT_MAIL_QUEUE = accountMailJob.name;

export function siteBaseUrl(site: SiteWithCompany, publicUrl: string): string {
  return (site.baseUrl ?? publicUrl.replace('{domain}', site.domain)).replace(/\/+$/, '');
}

const LINK_PATH = {
  activation: '/api/activate.php?token=',
  password_reset: '/reset-password/do?token=',
  mail_change: '/api/mail-change.php?token=',
} as const;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'sites' | 'config'>;

/** Sends one account mail; a thrown error makes pg-boss retry it later with back-off. */
export function accountMailHandler(deps: Deps) {
  return handleJob(accountMailJob, async (job) => {
    const tokenId = 'tokenId' in job ? job.tokenId : null;
    const userId = tokenId === null && 'userId' in job ? job.userId
      : (await deps.db.select({ userId: accountTokens.userId }).from(accountTokens).where(eq(accountTokens.id, tokenId!)))[0]?.userId;
    if (!userId) return;
    const [member] = await deps.db.select().from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
    if (!member || member.users.status === 'deleted') return;
    const site = await deps.sites.byId(member.users.siteId);
    if (!site) return;

    let link: string | undefined;
    let to = member.users.email;
    const params: Record<string, string | number> = {};
    if (job.kind !== 'password_changed') {
      // A fresh secret per attempt: only the mail actually delivered carries a working link.
      const issued = await issueToken(deps.db, deps.clock, job.tokenId);
      if (!issued) return;
      link = siteBaseUrl(site, deps.config.publicUrl) + LINK_PATH[job.kind] + issued.token;
      const hours = TOKEN_LIFETIME_HOURS[job.kind];
      Object.assign(params, { hours, days: Math.round(hours / 24) });
      if (job.kind === 'mail_change' && issued.row.newEmail) {
        to = issued.row.newEmail;
        params.email = issued.row.newEmail;
      }
    }
    const content = renderMail({
      template: job.kind,
      locale: pickLocale(member.users.language, site.domainLanguage),
      siteName: site.name,
      supportEmail: site.supportEmail,
      recipientName: member.profiles.name,
      params,
      link,
    });
    await deps.mailer.send({
      from: { name: site.mailName, address: deps.config.mailFrom ?? `no-reply@${site.domain}` },
      to,
      ...content,
    });
  });
}
