import { cleanPhone, isLocale, type CompanyInfo, type Locale, type SiteSettings } from '@app/shared';
import type { SiteTexts } from '../../db/schema/index.js';
import type { SiteWithCompany } from './site-resolver.js';

/** Each text of sites.texts with the column it falls back to. */
const SITE_TEXT_COLUMNS = {
  index_title: 'indexTitle',
  description: 'description',
  fictional_warning: 'fictionalWarning',
  fictional_singular: 'fictionalSingular',
  fictional_plural: 'fictionalPlural',
} as const satisfies Record<keyof SiteTexts, keyof SiteWithCompany>;

export type LocalisedSiteTexts = Required<SiteTexts>;

/**
 * The site's texts in a language: the home page's title, the description and the fictional-profile label (warning,
 * singular, plural). Each is the language's own text, else the site language's, else the column; a blank text counts
 * as none, so the honesty label is never empty while the column has it.
 */
export function localisedSiteTexts(site: SiteWithCompany, locale: Locale): LocalisedSiteTexts {
  const own = site.texts[locale] ?? {};
  const base = site.texts[site.domainLanguage] ?? {};
  const texts = {} as LocalisedSiteTexts;
  for (const [key, column] of Object.entries(SITE_TEXT_COLUMNS) as Array<[keyof SiteTexts, (typeof SITE_TEXT_COLUMNS)[keyof SiteTexts]]>) {
    texts[key] = [own[key], base[key]].find((text) => text?.trim()) ?? site[column];
  }
  return texts;
}

// Every page and every settings.php call presents the same few combinations; the site object is replaced when the
// resolver reloads it (every 30 s), which drops these entries with it.
const presented = new WeakMap<SiteWithCompany, Map<string, SiteSettings>>();

/** The public face of a site's settings, built once per site, language and country. */
export function presentSettings(site: SiteWithCompany, geo: { country: string | null; selected: string | null }, locale: Locale): SiteSettings {
  let bySite = presented.get(site);
  if (!bySite) presented.set(site, (bySite = new Map()));
  const key = `${locale}|${geo.country}|${geo.selected}`;
  let settings = bySite.get(key);
  if (!settings) {
    if (bySite.size > 500) bySite.clear();
    bySite.set(key, (settings = buildSettings(site, geo, locale)));
  }
  return settings;
}

/** Nothing here is secret, and nothing secret is added. */
function buildSettings(site: SiteWithCompany, geo: { country: string | null; selected: string | null }, locale: Locale): SiteSettings {
  return {
    countries: site.countries,
    name: site.name,
    ...localisedSiteTexts(site, locale),
    domain: site.domain,
    domain_language: isLocale(site.domainLanguage) ? site.domainLanguage : 'nl',
    cdn_prefix: site.cdnPrefix,
    niche: site.niche,
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    push_public_key: site.pushPublicKey,
    geoip_country: geo.country,
    geoip_selected_country: geo.selected,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    site_entry_popup_countries: site.siteEntryPopupCountries,
    minimum_message_costs: site.minimumMessageCosts,
    message_credits: site.messageCredits,
    signup_credits: site.signupCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    message_length: site.messageLength,
    support_email: site.supportEmail,
    support_phone: cleanPhone(site.supportPhone),
    fictional_icon: site.fictionalIcon,
    // fictional_warning, fictional_singular and fictional_plural come in the member's language with the texts above.
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    company_id: site.companyId,
    mail_name: site.mailName,
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    search_fields: site.searchFields,
    interests: site.interests,
    region_data: site.regionData,
    us_footer: site.usFooter,
  };
}

export function presentCompany(site: SiteWithCompany): CompanyInfo {
  const c = site.company;
  return {
    name: c.name,
    address: c.address,
    kvk: c.kvk,
    city: c.city,
    country: c.country,
    tradenames: c.tradenames,
    vat_numbers: c.vatNumbers,
    support_phone: cleanPhone(c.supportPhone),
    delete_discount: c.deleteDiscount,
    added: c.added.toISOString(),
  };
}
