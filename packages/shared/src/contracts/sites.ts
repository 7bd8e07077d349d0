import { z } from 'zod';
import { LOCALES, SIGNUP_MODES } from '../constants.js';

const countryCode = z.string().regex(/^[A-Z]{2}$/);
const logOutSearch = z.enum(['none', 'limited', 'full']);

/** GET /api/settings.php: the requesting site's public settings (spec 3), plus the visitor's country. */
export const siteSettingsSchema = z.object({
  countries: z.array(countryCode),
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  domain: z.string(),
  domain_language: z.enum(LOCALES),
  cdn_prefix: z.string(),
  niche: z.number().int().min(1).max(7),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: logOutSearch,
  logged_out_search_trafficsource: logOutSearch,
  push_public_key: z.string().nullable(),
  geoip_country: countryCode.nullable(),
  geoip_selected_country: countryCode.nullable(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  site_entry_popup_countries: z.array(countryCode),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  message_credits: z.number().int(),
  signup_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  message_length: z.number().int(),
  support_email: z.string(),
  support_phone: z.string(),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.record(z.string(), z.string()),
  search_fields: z.array(z.string()),
  interests: z.array(z.string()),
  region_data: z.string(),
  us_footer: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const settingsQuerySchema = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/).optional() }).passthrough();

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const interestsResponseSchema = z.object({
  interests: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const regionsResponseSchema = z.object({
  regions: z.array(z.object({ code: z.string(), country: countryCode, name: z.string(), cities: z.array(z.string()) })),
});
