import type { CompanyInfo, SiteSettings } from '@app/shared';
import {
  ACCOUNT_REACTIVATION_DAYS, FREE_CONVERSATION_LIMIT, FREE_PHOTO_LIMIT, MIN_AGE, PREMIUM_PHOTO_LIMIT, SWIPE_LIKES_PER_DAY,
  WELCOME_DISCOUNT_PERCENT, WELCOME_DISCOUNT_WINDOW_SECONDS,
} from '@app/shared/constants';
import { termsVersionDate } from '@app/shared/rules/terms-date';
import { countryName } from '../../lib/display-names';

/** The values the legal texts' placeholders are filled with (packages/shared/legal/README.md), in the reader's language. */
export function legalPlaceholders(locale: string, settings: SiteSettings, company: CompanyInfo | undefined, country: string | null): Record<string, string> {
  const price = (country && settings.minimum_message_costs[country]) || Object.values(settings.minimum_message_costs)[0];
  const companyCountry = company?.country ? countryName(locale, company.country) : '';
  return {
    site_name: settings.name,
    domain: settings.domain,
    company_name: company?.name ?? settings.name,
    company_address: company?.address ?? '',
    company_city: company?.city ?? '',
    company_country: companyCountry,
    kvk: company?.kvk ?? '',
    vat_numbers: company?.vat_numbers.join(', ') ?? '',
    tradenames: company?.tradenames.join(', ') ?? settings.name,
    support_email: settings.support_email,
    support_phone: settings.support_phone,
    refund_days: String(settings.refund_days),
    terms_date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(termsVersionDate(company?.added)),
    min_age: String(MIN_AGE),
    signup_credits: String(settings.signup_credits),
    message_credits: String(settings.message_credits),
    photo_credits: String(settings.photo_credits),
    gift_credits: String(settings.gift_credits),
    message_price: price ? new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(price.costs) : '',
    free_photos: String(FREE_PHOTO_LIMIT),
    premium_photos: String(PREMIUM_PHOTO_LIMIT),
    free_conversations: String(FREE_CONVERSATION_LIMIT),
    swipe_likes: String(SWIPE_LIKES_PER_DAY),
    welcome_discount: String(WELCOME_DISCOUNT_PERCENT),
    welcome_hours: String(WELCOME_DISCOUNT_WINDOW_SECONDS / 3600),
    reactivation_days: String(ACCOUNT_REACTIVATION_DAYS),
  };
}

export const fillPlaceholders = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
