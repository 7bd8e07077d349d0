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
