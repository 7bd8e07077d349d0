import { cleanPhone, isLocale, type CompanyInfo, type Locale, type SiteSettings } from '@app/shared';
import type { SiteWithCompany } from './site-resolver.js';

/** The home page's title and the site's description in a language: its own text, else the site language's, else the columns. */
export function localisedSiteTexts(site: SiteWithCompany, locale: Locale): { index_title: string; description: string } {
  const own = site.texts[locale] ?? {};
  const base = site.texts[site.domainLanguage] ?? {};
  return {
    index_title: own.index_title ?? base.index_title ?? site.indexTitle,
    description: own.description ?? base.description ?? site.description,
  };
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
    fictional_warning: site.fictionalWarning,
    fictional_singular: site.fictionalSingular,
    fictional_plural: site.fictionalPlural,
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
