import { z } from 'zod';
import { idParam } from '../profiles.js';

/** The dashboard's days: today and up to 89 before it, each in the site's own time zone (sites.time_zone). */
export const DASHBOARD_MAX_DAYS = 90;

export const dashboardQuerySchema = z.object({
  site: idParam.optional(),
  days: z.coerce.number({ error: 'console_days' }).int({ error: 'console_days' }).min(1, { error: 'console_days' }).max(DASHBOARD_MAX_DAYS, { error: 'console_days' }).default(14),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const revenueSchema = z.object({ currency: z.string(), cents: z.number() });

export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD in the site's time zone. */
  date: z.string(),
  signups: z.number(),
  activations: z.number(),
  payments: z.number(),
  /** Completed payments per currency (refunds are not subtracted). */
  revenue: z.array(revenueSchema),
  /** Messages members wrote, and answers staff wrote as fictional profiles. */
  member_messages: z.number(),
  staff_messages: z.number(),
  /** Reports and complaints received that day. */
  reports: z.number(),
  complaints: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardNowSchema = z.object({
  /** Conversations whose latest message is a member's to a fictional profile. */
  queue_length: z.number(),
  oldest_wait_seconds: z.number().nullable(),
  median_wait_seconds: z.number().nullable(),
  open_reports: z.number(),
  open_complaints: z.number(),
});
export type DashboardNow = z.infer<typeof dashboardNowSchema>;

export const dashboardSiteSchema = z.object({
  site_id: z.number(),
  name: z.string(),
  domain: z.string(),
  time_zone: z.string(),
  /** Newest first. */
  days: z.array(dashboardDaySchema),
  now: dashboardNowSchema,
});
export type DashboardSite = z.infer<typeof dashboardSiteSchema>;
export const dashboardResponseSchema = z.object({ generated_at: z.string(), sites: z.array(dashboardSiteSchema) });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** The traffic report's longest range: a year, leap day included. */
export const TRAFFIC_MAX_DAYS = 366;

const dateParam = z.string({ error: 'console_date_range' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'console_date_range' })
  // A calendar date (no 30 February): it reads back as itself.
  .refine((value) => {
    const at = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
  }, { error: 'console_date_range' });
const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** GET /api/console/traffic.php: one site, from and to inclusive, as dates in the site's time zone. */
export const trafficQuerySchema = z.object({ site: idParam, from: dateParam, to: dateParam })
  .refine((q) => dayNumber(q.from) <= dayNumber(q.to) && dayNumber(q.to) - dayNumber(q.from) < TRAFFIC_MAX_DAYS, { error: 'console_date_range', path: ['to'] });
export type TrafficQuery = z.infer<typeof trafficQuerySchema>;

export const trafficFiguresSchema = z.object({
  /** Accounts created in the range (fictional profiles are no signups). */
  signups: z.number(),
  /** Accounts activated in the range. */
  activations: z.number(),
  /** Members whose first completed payment falls in the range. */
  first_payments: z.number(),
  /**
   * Per currency: payments completed in the range, less those refunded or charged back since (a reversed payment
   * counts in full: the payment row keeps no partial refund amount).
   */
  revenue: z.array(revenueSchema),
  /** The part taken off: the reversed payments' amounts, per currency. */
  reversed: z.array(revenueSchema),
});
export type TrafficFigures = z.infer<typeof trafficFiguresSchema>;

/** One source: the member's first touch's network and ref (users.tracking; a payment's own copy for its revenue); null when none. */
export const trafficRowSchema = trafficFiguresSchema.extend({ network: z.string().nullable(), ref: z.string().nullable() });
export type TrafficRow = z.infer<typeof trafficRowSchema>;

export const trafficResponseSchema = z.object({
  site_id: z.number(),
  name: z.string(),
  domain: z.string(),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Most signups first; members without a source in the row with network and ref null. */
  rows: z.array(trafficRowSchema),
  totals: trafficFiguresSchema,
});
export type TrafficResponse = z.infer<typeof trafficResponseSchema>;
