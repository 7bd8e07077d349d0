import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@app/shared';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').$type<string[]>().notNull().default([]),
  vatNumbers: jsonb('vat_numbers').$type<string[]>().notNull().default([]),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: integer('delete_discount').notNull().default(0),
  added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
});

/** A site's texts in one language (sites.texts); each falls back to the column of the same name. */
export interface SiteTexts {
  index_title?: string;
  description?: string;
  fictional_warning?: string;
  fictional_singular?: string;
  fictional_plural?: string;
}

/** One row per white-label site; the Host header picks the row (domain or one of its aliases). */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  baseUrl: text('base_url'),
  companyId: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  indexTitle: text('index_title').notNull(),
  description: text('description').notNull(),
  /**
   * index_title, description and the fictional-profile label per language; a language without its own text falls back to
   * the site language's, then to the columns (see present-settings localisedSiteTexts).
   */
  texts: jsonb('texts').$type<Partial<Record<string, SiteTexts>>>().notNull().default({}),
  domainLanguage: text('domain_language').notNull(),
  /** IANA zone whose midnight starts the site's day (the swipe game's daily allowance). */
  timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  countries: jsonb('countries').$type<string[]>().notNull(),
  cdnPrefix: text('cdn_prefix').notNull().default(''),
  niche: integer('niche').notNull().default(1),
  signups: text('signups').$type<'all' | 'with_trafficsource' | 'others'>().notNull().default('all'),
  loggedOutSearch: text('logged_out_search').$type<'none' | 'limited' | 'full'>().notNull().default('limited'),
  loggedOutSearchTrafficsource: text('logged_out_search_trafficsource').$type<'none' | 'limited' | 'full'>().notNull().default('limited'),
  pushPublicKey: text('push_public_key'),
  /** The VAPID private key that goes with push_public_key: signs our push requests. Server-side only, never answered or logged. */
  pushPrivateKey: text('push_private_key'),
  enableSiteEntryPopup: text('enable_site_entry_popup').$type<'yes' | 'no'>().notNull().default('yes'),
  siteEntryPopupCountries: jsonb('site_entry_popup_countries').$type<string[]>().notNull().default([]),
  minimumMessageCosts: jsonb('minimum_message_costs').$type<Record<string, { costs: number; currency: string }>>().notNull().default({}),
  messageCredits: integer('message_credits').notNull(),
  signupCredits: integer('signup_credits').notNull(),
  photoCredits: integer('photo_credits').notNull(),
  giftCredits: integer('gift_credits').notNull(),
  messageLength: integer('message_length').notNull(),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull(),
  fictionalIcon: text('fictional_icon').notNull(),
  fictionalWarning: text('fictional_warning').notNull(),
  fictionalSingular: text('fictional_singular').notNull(),
  fictionalPlural: text('fictional_plural').notNull(),
  refundDays: integer('refund_days').notNull(),
  memberResell: boolean('member_resell').notNull().default(false),
  mailName: text('mail_name').notNull(),
  visibleProfileFields: jsonb('visible_profile_fields').$type<string[]>().notNull().default([]),
  visibleProfileNotes: jsonb('visible_profile_notes').$type<Record<string, string>>().notNull().default({}),
  searchFields: jsonb('search_fields').$type<string[]>().notNull().default([]),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  regionData: text('region_data').notNull().default('builtin'),
  usFooter: boolean('us_footer').notNull().default(false),
  /** Payment methods per country (or '*'); a country without an entry gets packages/shared defaultPaymentMethods. */
  paymentMethods: jsonb('payment_methods').$type<Record<string, string[]>>().notNull().default({}),
  /** Direct debit per member per calendar month, in cents of the member's currency. */
  directDebitMonthlyLimitCents: integer('direct_debit_monthly_limit_cents').notNull().default(30000),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
