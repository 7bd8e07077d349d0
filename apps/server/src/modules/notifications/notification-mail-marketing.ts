import { eq } from 'drizzle-orm';
import { centsToAmount, currencyOf } from '@app/shared';
import { discountCodes } from '../../db/schema/index.js';
import { usableDiscount } from '../payments/discounts.js';
import { translateFor, type NotificationMail, type NotificationMailDeps, type Recipient } from './notification-mail-send.js';

/** The member's country for prices and codes: the profile's, else where they signed up, else the site's first. */
const countryOf = (r: Recipient) => r.profile.country ?? r.user.signupCountry ?? r.site.countries[0] ?? 'NL';

/**
 * A time-limited discount of the company (a code with an end date), announced once per code to members who opted in
 * to promotions and who can really use it now: the payments module's own check (country, currency, first purchase
 * only, once per member, not expired) decides, so the mail never promises a code the checkout would refuse.
 */
export async function composePromotionMail(deps: NotificationMailDeps, r: Recipient, job: { discountCodeId: number }): Promise<NotificationMail | null> {
  const [code] = await deps.db.select().from(discountCodes).where(eq(discountCodes.id, job.discountCodeId));
  if (!code || code.siteId !== r.site.id || !code.expiresAt) return null;
  const usable = await usableDiscount(deps.db, r.user, countryOf(r), code.code, deps.clock.now()).catch(() => null);
  if (!usable) return null;
  const until = new Intl.DateTimeFormat(r.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: r.site.timeZone }).format(code.expiresAt);
  const minimum = code.minimumOrderCents
    ? new Intl.NumberFormat(r.locale, { style: 'currency', currency: code.currency ?? currencyOf(countryOf(r)) }).format(centsToAmount(code.minimumOrderCents))
    : null;
  return {
    type: 'promotions', kind: 'promotion', dedupeKey: `discount:${code.id}`,
    template: 'notify.promotion', params: { percentage: code.percentage, code: code.code, until }, path: '/credits',
    items: minimum ? [{ text: translateFor(r, 'mail.notify.promotion.minimum', { amount: minimum }) }] : undefined,
  };
}

/** News of the site, written by the operator per language (the fan-out job picked the member's); opt-in only. */
export function composeNewsMail(job: { campaign: string; subject: string; body: string }): NotificationMail {
  return {
    type: 'news', kind: 'news', dedupeKey: job.campaign,
    template: 'notify.news', params: { subject: job.subject, body: job.body }, path: '/',
  };
}
