import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { DashboardDay, DashboardQuery, DashboardResponse } from '@app/shared/contracts/console/dashboard';
import { sites } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import type { Db } from '../../../platform/db.js';
import { authorizeSite, visibleSiteIds } from '../console.policy.js';
import { waitingStats } from '../queue/waiting.js';
import type { StaffSession } from '../staff-sessions.js';

type Row = Record<string, unknown>;

/** The day of a timestamp in its site's time zone (sites.time_zone, joined as s). */
const dayOf = (column: SQL) => sql`to_char(${column} at time zone s.time_zone, 'YYYY-MM-DD')`;

/** Today and the days before it, as dates in a time zone, newest first. */
export function daysIn(timeZone: string, now: Date, days: number): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const [y, m, d] = format.format(now).split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on the local date (no clock time involved, so no daylight-saving surprises).
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
}

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * GET /api/console/dashboard.php: per site and day (in the site's own time zone) signups, activations, completed
 * payments and revenue per currency, members' messages and staff answers, reports and complaints received; and now:
 * the answering queue (length, oldest and median wait) and the open cases. Each figure is one grouped query over all
 * the sites shown, so the cost does not grow with the number of sites. Fictional profiles are not members: their
 * accounts are not counted as signups.
 */
export async function getDashboard(deps: Pick<AppDeps, 'db' | 'clock'>, who: StaffSession, query: DashboardQuery): Promise<DashboardResponse> {
  const now = deps.clock.now();
  if (query.site !== undefined) authorizeSite(who, query.site);
  const only = query.site !== undefined ? [query.site] : visibleSiteIds(who);
  const siteRows = await deps.db.select({ id: sites.id, name: sites.name, domain: sites.domain, timeZone: sites.timeZone }).from(sites)
    .where(only ? inArray(sites.id, only.length ? only : [-1]) : undefined).orderBy(asc(sites.id));
  const ids = siteRows.map((s) => s.id);
  if (!ids.length) return { generated_at: now.toISOString(), sites: [] };

  // A day more than asked: any time zone's "days ago" starts within it; rows outside the site's days are dropped.
  const since = sql`${new Date(now.getTime() - (query.days + 1) * 86_400_000).toISOString()}::timestamptz`;
  const inSites = (column: SQL) => sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  const [signups, activations, payments, messages, reports, complaints, openReports, openComplaints, waiting] = await Promise.all([
    rows(deps.db, sql`select u.site_id, ${dayOf(sql`u.signup_date`)} as day, count(*)::int as n from users u join sites s on s.id = u.site_id
      where ${inSites(sql`u.site_id`)} and u.signup_date >= ${since}
        and not exists (select 1 from profiles p where p.user_id = u.id and p.is_fictional) group by 1, 2`),
    rows(deps.db, sql`select u.site_id, ${dayOf(sql`u.activated_at`)} as day, count(*)::int as n from users u join sites s on s.id = u.site_id
      where ${inSites(sql`u.site_id`)} and u.activated_at >= ${since}
        and not exists (select 1 from profiles p where p.user_id = u.id and p.is_fictional) group by 1, 2`),
    rows(deps.db, sql`select p.site_id, ${dayOf(sql`p.completed_at`)} as day, p.currency, count(*)::int as n, sum(p.amount_cents)::bigint as cents
      from payments p join sites s on s.id = p.site_id
      where ${inSites(sql`p.site_id`)} and p.status = 'completed' and p.completed_at >= ${since} group by 1, 2, 3`),
    rows(deps.db, sql`select m.site_id, ${dayOf(sql`m.created_at`)} as day,
        count(*) filter (where m.sent_by_staff_id is null and not sp.is_fictional)::int as members,
        count(*) filter (where m.sent_by_staff_id is not null)::int as staff
      from messages m join sites s on s.id = m.site_id join profiles sp on sp.id = m.sender_profile_id
      where ${inSites(sql`m.site_id`)} and m.created_at >= ${since} group by 1, 2`),
    rows(deps.db, sql`select r.site_id, ${dayOf(sql`r.created_at`)} as day, count(*)::int as n from reports r join sites s on s.id = r.site_id
      where ${inSites(sql`r.site_id`)} and r.created_at >= ${since} group by 1, 2`),
    rows(deps.db, sql`select c.site_id, ${dayOf(sql`c.created_at`)} as day, count(*)::int as n from complaints c join sites s on s.id = c.site_id
      where ${inSites(sql`c.site_id`)} and c.created_at >= ${since} group by 1, 2`),
    rows(deps.db, sql`select site_id, count(*)::int as n from reports where ${inSites(sql`site_id`)} and status <> 'resolved' group by 1`),
    rows(deps.db, sql`select site_id, count(*)::int as n from complaints where ${inSites(sql`site_id`)} and status <> 'closed' group by 1`),
    waitingStats(deps.db, ids, now),
  ]);

  const key = (r: Row) => `${Number(r.site_id)}|${String(r.day)}`;
  const byDay = (list: Row[], column = 'n') => new Map(list.map((r) => [key(r), Number(r[column])]));
  const signupsBy = byDay(signups); const activationsBy = byDay(activations); const reportsBy = byDay(reports); const complaintsBy = byDay(complaints);
  const membersBy = byDay(messages, 'members'); const staffBy = byDay(messages, 'staff');
  const openBy = (list: Row[]) => new Map(list.map((r) => [Number(r.site_id), Number(r.n)]));
  const openReportsBy = openBy(openReports); const openComplaintsBy = openBy(openComplaints);

  return {
    generated_at: now.toISOString(),
    sites: siteRows.map((site) => {
      const days = daysIn(site.timeZone, now, query.days).map((date): DashboardDay => {
        const k = `${site.id}|${date}`;
        const paid = payments.filter((p) => key(p) === k);
        return {
          date, signups: signupsBy.get(k) ?? 0, activations: activationsBy.get(k) ?? 0,
          payments: paid.reduce((sum, p) => sum + Number(p.n), 0),
          revenue: paid.map((p) => ({ currency: String(p.currency), cents: Number(p.cents) })).sort((a, b) => a.currency.localeCompare(b.currency)),
          member_messages: membersBy.get(k) ?? 0, staff_messages: staffBy.get(k) ?? 0,
          reports: reportsBy.get(k) ?? 0, complaints: complaintsBy.get(k) ?? 0,
        };
      });
      const queue = waiting.get(site.id);
      return {
        site_id: site.id, name: site.name, domain: site.domain, time_zone: site.timeZone, days,
        now: {
          queue_length: queue?.count ?? 0, oldest_wait_seconds: queue?.oldestSeconds ?? null, median_wait_seconds: queue?.medianSeconds ?? null,
          open_reports: openReportsBy.get(site.id) ?? 0, open_complaints: openComplaintsBy.get(site.id) ?? 0,
        },
      };
    }),
  };
}
