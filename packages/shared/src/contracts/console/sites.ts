import { z } from 'zod';
import { COUNTRY_LANGUAGES, EMAIL_MAX, INTERESTS, LOCALES, NICHES, SIGNUP_MODES } from '../../constants.js';
import { isEmailShape } from '../../rules/email.js';
import { cleanPhone } from '../../rules/phone.js';
import { CURRENCIES, PAYMENT_METHODS } from '../../rules/payments.js';
import { idField, idParam } from '../profiles.js';

/**
 * The console's site editor (issue 13, "Sites"): every setting of spec 3 with the validation the server applies.
 * The same schemas validate the console's form and the server's body, so a field error reads the same on both.
 * Each error message is a catalogue code (errors.<code>); the answer names the field, the console shows it there.
 */

/** Spec 9's countries (the ones with a language list), the only ones a site may sell in. */
export const SITE_COUNTRIES = Object.keys(COUNTRY_LANGUAGES) as [string, ...string[]];
/** Profile fields a site may show on a profile page (visible_profile_fields). */
export const SITE_PROFILE_FIELDS = ['gender', 'sexuality', 'age', 'region', 'city', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos', 'reason', 'about', 'interests'] as const;
/** Filters a site may offer in search (search_fields). */
export const SITE_SEARCH_FIELDS = ['gender', 'sexuality', 'country', 'countryregion', 'min_age', 'max_age'] as const;
/** Where region and city lists come from; only the shipped data exists today. */
export const SITE_REGION_DATA = ['builtin'] as const;
export const LOGGED_OUT_SEARCH = ['none', 'limited', 'full'] as const;
/** Texts a site has per language (sites.texts), each falling back to the site language's, then the column. */
export const SITE_TEXT_KEYS = ['index_title', 'description', 'fictional_warning', 'fictional_singular', 'fictional_plural'] as const;

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const text = (max: number) => z.string({ error: 'console_text_required' }).trim()
  .min(1, { error: 'console_text_required' }).max(max, { error: 'console_text_too_long' });
const optionalText = (max: number) => z.string({ error: 'validation' }).trim().max(max, { error: 'console_text_too_long' });
const count = (min: number, max: number) => z.number({ error: 'console_number' }).int({ error: 'console_number' })
  .min(min, { error: 'console_number' }).max(max, { error: 'console_number' });
const bool = z.boolean({ error: 'validation' });
export const hostnameField = z.string({ error: 'console_domain_invalid' }).trim().toLowerCase()
  .regex(HOSTNAME, { error: 'console_domain_invalid' });
const country = z.enum(SITE_COUNTRIES, { error: 'console_country' });
const countries = z.array(country, { error: 'console_country' }).max(SITE_COUNTRIES.length, { error: 'console_country' })
  .refine((list) => new Set(list).size === list.length, { error: 'console_country' });
/** A list of known values without repeats. */
const setOf = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values, { error: 'validation' }), { error: 'validation' })
  .max(values.length, { error: 'validation' }).refine((list) => new Set(list).size === list.length, { error: 'validation' });
const emailField = z.string({ error: 'invalid_email' }).trim().max(EMAIL_MAX, { error: 'invalid_email' }).refine(isEmailShape, { error: 'invalid_email' });
/** Spec 5: the support phone is cleaned of dashes and spaces; what is left is a number, with the country's + if given. */
export const phoneField = z.string({ error: 'phone_invalid' }).transform(cleanPhone).pipe(z.string().regex(/^\+?\d{6,18}$/, { error: 'phone_invalid' }));
const isTimeZone = (zone: string) => {
  try { new Intl.DateTimeFormat('en', { timeZone: zone }); return zone.includes('/') || zone === 'UTC'; } catch { return false; }
};

const siteTextsSchema = z.object(Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, optionalText(key === 'fictional_warning' || key === 'description' ? 1000 : 200).optional()])) as Record<(typeof SITE_TEXT_KEYS)[number], z.ZodOptional<ReturnType<typeof optionalText>>>).strict();

/** Every editable setting of a site; push keys are made by the server and never edited. */
export const siteSettingsFields = {
  name: text(100),
  domain: hostnameField,
  aliases: z.array(hostnameField, { error: 'console_domain_invalid' }).max(20, { error: 'console_domain_invalid' }),
  base_url: z.string({ error: 'validation' }).trim().max(300, { error: 'console_text_too_long' }).regex(/^(https?:\/\/[^\s/]+(?:\/[^\s]*)?)?$/, { error: 'console_url' }).nullable(),
  index_title: text(200),
  description: text(1000),
  domain_language: z.enum(LOCALES, { error: 'invalid_language' }),
  time_zone: z.string({ error: 'console_time_zone' }).trim().max(64, { error: 'console_time_zone' }).refine(isTimeZone, { error: 'console_time_zone' }),
  countries: countries.min(1, { error: 'console_country' }),
  cdn_prefix: z.string({ error: 'validation' }).trim().max(300, { error: 'console_text_too_long' }).regex(/^(https?:\/\/[^\s]+|\/[^\s]*)?$/, { error: 'console_url' }),
  niche: z.number({ error: 'console_niche' }).int({ error: 'console_niche' }).refine((n) => (NICHES as readonly number[]).includes(n), { error: 'console_niche' }),
  signups: z.enum(SIGNUP_MODES, { error: 'validation' }),
  logged_out_search: z.enum(LOGGED_OUT_SEARCH, { error: 'validation' }),
  logged_out_search_trafficsource: z.enum(LOGGED_OUT_SEARCH, { error: 'validation' }),
  enable_site_entry_popup: z.enum(['yes', 'no'], { error: 'validation' }),
  site_entry_popup_countries: countries,
  minimum_message_costs: z.partialRecord(country, z.object({
    costs: z.number({ error: 'console_number' }).positive({ error: 'console_number' }).max(1000, { error: 'console_number' }),
    currency: z.enum(CURRENCIES, { error: 'validation' }),
  }).strict(), { error: 'console_country' }),
  message_credits: count(1, 100_000),
  signup_credits: count(0, 100_000),
  photo_credits: count(1, 100_000),
  gift_credits: count(1, 100_000),
  message_length: count(1, 10_000),
  support_email: emailField,
  support_phone: phoneField,
  fictional_icon: text(16),
  fictional_warning: text(1000),
  fictional_singular: text(100),
  fictional_plural: text(100),
  refund_days: count(0, 365),
  member_resell: bool,
  company_id: idField,
  mail_name: text(100),
  visible_profile_fields: setOf(SITE_PROFILE_FIELDS),
  visible_profile_notes: z.partialRecord(z.enum(SITE_PROFILE_FIELDS, { error: 'validation' }), optionalText(500), { error: 'validation' }),
  search_fields: setOf(SITE_SEARCH_FIELDS),
  interests: setOf(INTERESTS),
  region_data: z.enum(SITE_REGION_DATA, { error: 'validation' }),
  us_footer: bool,
  /** Per country (or '*' for every other one); a country without an entry gets the shared defaults. */
  payment_methods: z.partialRecord(z.union([country, z.literal('*')], { error: 'console_country' }), setOf(PAYMENT_METHODS).pipe(z.array(z.enum(PAYMENT_METHODS)).min(1, { error: 'console_payment_methods' })), { error: 'validation' }),
  direct_debit_monthly_limit_cents: count(100, 10_000_000),
  texts: z.partialRecord(z.enum(LOCALES, { error: 'invalid_language' }), siteTextsSchema, { error: 'validation' }),
};

export const siteSettingsInputSchema = z.object(siteSettingsFields).strict();
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** PUT /api/console/sites/site.php: the site's id and the settings that change (any subset). */
export const siteUpdateBodySchema = z.object({ id: idField, ...siteSettingsInputSchema.partial().shape }).strict();
export type SiteUpdateBody = z.infer<typeof siteUpdateBodySchema>;

/** What a new site starts with when the form leaves it (the console shows these too). */
export const NEW_SITE_DEFAULTS = {
  aliases: [], base_url: null, time_zone: 'Europe/Amsterdam', cdn_prefix: '', niche: 1, signups: 'all', logged_out_search: 'limited',
  logged_out_search_trafficsource: 'limited', enable_site_entry_popup: 'yes', site_entry_popup_countries: [], minimum_message_costs: {},
  message_credits: 10, signup_credits: 20, photo_credits: 25, gift_credits: 50, message_length: 1000, fictional_icon: '🎭',
  refund_days: 14, member_resell: false, visible_profile_fields: [...SITE_PROFILE_FIELDS], visible_profile_notes: {},
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'], interests: [...INTERESTS], region_data: 'builtin',
  us_footer: false, payment_methods: {}, direct_debit_monthly_limit_cents: 30_000, texts: {},
} satisfies Partial<Record<keyof SiteSettingsInput, unknown>>;

/** POST /api/console/sites/create.php: a new site; what is left out takes NEW_SITE_DEFAULTS. */
export const siteCreateBodySchema = z.object(Object.fromEntries(Object.entries(siteSettingsFields).map(([key, field]) => {
  const fallback = (NEW_SITE_DEFAULTS as Record<string, unknown>)[key];
  return [key, fallback === undefined ? field : (field as z.ZodType).optional().transform((value) => value ?? structuredClone(fallback))];
})) as { [K in keyof typeof siteSettingsFields]: (typeof siteSettingsFields)[K] }).strict();
export type SiteCreateBody = z.input<typeof siteCreateBodySchema>;

export const siteQuerySchema = z.object({ id: idParam });

/**
 * A site as the editor sees it: its settings, whether push keys exist, when it was made. The answer's schema is loose
 * (rows made before a rule existed are still shown, to be corrected in the editor); the type is the strict one.
 */
export type ConsoleSite = SiteSettingsInput & { id: number; has_push_keys: boolean; created_at: string };
export const consoleSiteSchema = z.looseObject({ id: z.number(), has_push_keys: z.boolean(), created_at: z.string() });

export const companyFields = {
  name: text(200),
  address: text(300),
  kvk: text(40),
  city: text(100),
  country: country,
  tradenames: z.array(text(200), { error: 'validation' }).max(50, { error: 'validation' }),
  vat_numbers: z.array(text(40), { error: 'validation' }).max(50, { error: 'validation' }),
  support_phone: phoneField,
  delete_discount: count(0, 100),
};
/** PUT /api/console/sites/company.php: a company's info (shared by its sites; each site's legal pages show it). */
export const companyUpdateBodySchema = z.object({ id: idField, ...companyFields }).strict();
export type CompanyUpdateBody = z.infer<typeof companyUpdateBodySchema>;
export type ConsoleCompany = z.infer<z.ZodObject<typeof companyFields>> & { id: number; added: string };
export const consoleCompanySchema = z.looseObject({ id: z.number(), name: z.string(), added: z.string() });

export const siteListItemSchema = z.object({
  id: z.number(), name: z.string(), domain: z.string(), domain_language: z.string(), countries: z.array(z.string()),
  company_id: z.number(), niche: z.number(), signups: z.string(), created_at: z.string(),
});
export type SiteListItem = z.infer<typeof siteListItemSchema>;
/** GET /api/console/sites.php: every site and every company (a new site picks its company). */
export const siteListResponseSchema = z.object({ sites: z.array(siteListItemSchema), companies: z.array(consoleCompanySchema) });
export type SiteListResponse = { sites: SiteListItem[]; companies: ConsoleCompany[] };
export const siteResponseSchema = z.object({ site: consoleSiteSchema, company: consoleCompanySchema });
export type SiteResponse = { site: ConsoleSite; company: ConsoleCompany };
export const companyResponseSchema = z.object({ company: consoleCompanySchema });
