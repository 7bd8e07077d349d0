import { eq } from 'drizzle-orm';
import { ageOn, type Locale, type NotificationType } from '@app/shared';
import { pickLocale, translate, type Params } from '@app/shared/i18n';
import { profiles, users, type ProfileRow, type UserRow } from '../../db/schema/index.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { siteBaseUrl } from '../mail/account-mail.job.js';
import { renderMail } from '../mail/render-mail.js';
import { localisedSiteTexts } from '../sites/present-settings.js';
import { siteRegionName } from '../sites/regions.js';
import { claimNotificationSend, markNotificationSent, releaseNotificationSend } from './notification-mail-sends.js';
import { notificationAllowed } from './notification-settings.js';
import { unsubscribeLink } from './unsubscribe.js';

export type NotificationMailDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'sites' | 'config'>;

/** A member a notification may go to: activated, not deleted, not a staff-run fictional profile, on a known site. */
export interface Recipient { user: UserRow; profile: ProfileRow; site: SiteWithCompany; locale: Locale; baseUrl: string }

export async function loadRecipient(deps: NotificationMailDeps, userId: number): Promise<Recipient | null> {
  const [row] = await deps.db.select({ user: users, profile: profiles }).from(users).innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.user.status !== 'active' || row.profile.isFictional) return null;
  const site = await deps.sites.byId(row.user.siteId);
  if (!site) return null;
  return { ...row, site, locale: pickLocale(row.user.language, site.domainLanguage), baseUrl: siteBaseUrl(site, deps.config.publicUrl) };
}

/** A profile as a mail names it: a fictional one always carries the site's label, in the reader's language. */
export function profileLabel(r: Recipient, profile: Pick<ProfileRow, 'name' | 'isFictional'>): string {
  if (!profile.isFictional) return profile.name;
  const label = [r.site.fictionalIcon, localisedSiteTexts(r.site, r.locale).fictional_singular].filter(Boolean).join(' ');
  return `${profile.name} (${label})`;
}

/** "Anna (🎭 fictief profiel), 34, Utrecht": a digest's line for one member. */
export function profileLine(r: Recipient, profile: ProfileRow, now: Date): string {
  const place = profile.city ?? siteRegionName(r.site.countries, profile.country, profile.region);
  return [profileLabel(r, profile), ageOn(profile.dateOfBirth, now), place].filter((part) => part !== null && part !== '').join(', ');
}

export const translateFor = (r: Recipient, key: string, params?: Params) => translate(r.locale, key, { site: r.site.name, ...params });

/** What one notification mail is: its type (the member's switch), its once-only key, its template and content. */
export interface NotificationMail {
  type: NotificationType;
  /** Batching space and key: a second mail with the same pair is never sent (notification_sends). */
  kind: string;
  dedupeKey: string;
  /** Under "mail.", e.g. "notify.new_message". */
  template: string;
  params?: Params;
  /** Path on the member's site, e.g. "/chats/12". */
  path: string;
  items?: Array<{ text: string; path?: string }>;
}

export type SendOutcome = 'sent' | 'switched_off' | 'already_sent';

/**
 * Sends one notification mail once: the member's switch for its type (and a bounced or complained address) first,
 * then the unique claim, then the mail with the type's unsubscribe link in the footer and the RFC 8058 headers. A
 * failed send gives the claim back and throws, so the job's retry sends it; a claim is never taken for nothing.
 */
export async function sendNotificationMail(deps: NotificationMailDeps, r: Recipient, mail: NotificationMail): Promise<SendOutcome> {
  if (!await notificationAllowed(deps.db, r.user.id, mail.type, 'email')) return 'switched_off';
  const claim = await claimNotificationSend(deps.db, { userId: r.user.id, kind: mail.kind, dedupeKey: mail.dedupeKey, type: mail.type }, deps.clock.now());
  if (claim === null) return 'already_sent';
  try {
    const off = await unsubscribeLink(deps, r.site, r.user.id, mail.type);
    const content = renderMail({
      template: mail.template,
      locale: r.locale,
      siteName: r.site.name,
      supportEmail: r.site.supportEmail,
      recipientName: r.profile.name,
      params: mail.params,
      link: r.baseUrl + mail.path,
      items: mail.items?.map((item) => ({ text: item.text, link: item.path === undefined ? undefined : r.baseUrl + item.path })),
      unsubscribe: {
        reason: translateFor(r, 'mail.notify.footer.reason', { topic: translateFor(r, `mail.notify.topic.${mail.type}`) }),
        label: translateFor(r, 'mail.notify.footer.unsubscribe'),
        url: off.url,
        headers: off.headers,
        settings: { label: translateFor(r, 'mail.notify.footer.settings'), url: `${r.baseUrl}/notifications` },
      },
    });
    await deps.mailer.send({
      from: { name: r.site.mailName, address: deps.config.mailFrom ?? `no-reply@${r.site.domain}` },
      to: r.user.email,
      ...content,
    });
  } catch (err) {
    await releaseNotificationSend(deps.db, claim);
    throw err;
  }
  await markNotificationSent(deps.db, claim, deps.clock.now());
  return 'sent';
}
