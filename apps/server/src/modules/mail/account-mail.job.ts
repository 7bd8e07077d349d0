import { eq } from 'drizzle-orm';
import { pickLocale } from '@app/shared/i18n';
import { accountTokens, profiles, users } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import type { Jobs, QueueDefinition } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mail.js';
import { issueToken, TOKEN_LIFETIME_HOURS } from '../accounts/account-tokens.js';
import type { SiteResolver, SiteWithCompany } from '../sites/site-resolver.js';
import { renderMail } from './render-mail.js';

export const ACCOUNT_MAIL_QUEUE = 'mail.account';

/** Versioned payload: a job written by an older release must still be understood. */
export type AccountMailJob =
  | { v: 1; kind: 'activation' | 'password_reset' | 'mail_change'; tokenId: number }
  | { v: 1; kind: 'password_changed'; userId: number };

export const queueAccountMail = (jobs: Jobs, tx: DbOrTx, job: AccountMailJob) => jobs.send(ACCOUNT_MAIL_QUEUE, job, tx);

export function siteBaseUrl(site: SiteWithCompany, publicUrl: string): string {
  return (site.baseUrl ?? publicUrl.replace('{domain}', site.domain)).replace(/\/+$/, '');
}

const LINK_PATH = {
  activation: '/api/activate.php?token=',
  password_reset: '/reset-password/do?token=',
  mail_change: '/api/mail-change.php?token=',
} as const;

interface Deps { db: Db; clock: Clock; mailer: Mailer; sites: SiteResolver; publicUrl: string; mailFrom?: string }

/** Sends one account mail; a thrown error makes pg-boss retry it later with back-off. */
export function accountMailQueue(deps: Deps): QueueDefinition<AccountMailJob> {
  return {
    name: ACCOUNT_MAIL_QUEUE,
    retryLimit: 12,
    retryDelaySeconds: 30,
    async handle(job) {
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
        link = siteBaseUrl(site, deps.publicUrl) + LINK_PATH[job.kind] + issued.token;
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
        from: { name: site.mailName, address: deps.mailFrom ?? `no-reply@${site.domain}` },
        to,
        ...content,
      });
    },
  };
}
