import { translate, type Params } from '@app/shared/i18n';
import type { Locale } from '@app/shared';
import type { AppDeps, SiteWithCompany } from '../../../kernel/deps.js';
import { siteBaseUrl } from '../../mail/account-mail.job.js';
import { renderMail } from '../../mail/render-mail.js';

type MailDeps = Pick<AppDeps, 'mailer' | 'config'>;

/**
 * A moderation mail (a photo refused, a reply to a notice, the decision on it) in the recipient's language. The
 * statement lines (what was decided, on which grounds, by a person, how to appeal) are the listed `lines` of the
 * template; the button leads to the site's /complaints page, the way to appeal.
 */
export async function sendModerationMail(deps: MailDeps, input: {
  site: SiteWithCompany; to: string; locale: Locale; name: string; template: string; params: Params; lines: string[];
}) {
  const { site, locale, template, params } = input;
  const items = input.lines.map((key) => ({ text: translate(locale, `mail.${template}.${key}`, { site: site.name, support_email: site.supportEmail, ...params }) }));
  const content = renderMail({
    template, locale, siteName: site.name, supportEmail: site.supportEmail, recipientName: input.name, params, items,
    link: `${siteBaseUrl(site, deps.config.publicUrl)}/complaints`,
  });
  await deps.mailer.send({
    from: { name: site.mailName, address: deps.config.mailFrom ?? `no-reply@${site.domain}` },
    replyTo: site.supportEmail,
    to: input.to,
    ...content,
  });
}

/** A date as the recipient reads it, in the site's time zone. */
export const mailDate = (iso: string, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
