import { eq, sql, type SQL } from 'drizzle-orm';
import type { TrafficFigures, TrafficQuery, TrafficResponse, TrafficRow } from '@app/shared/contracts/console/dashboard';
import { sites } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import type { Db } from '../../../platform/db.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const notFictional = sql`not exists (select 1 from profiles p where p.user_id = u.id and p.is_fictional)`;
const sourceKey = (r: Row) => JSON.stringify([r.network ?? null, r.ref ?? null]);
const money = (totals: Map<string, number>) => [...totals].map(([currency, cents]) => ({ currency, cents })).sort((a, b) => a.currency.localeCompare(b.currency));

/**
 * GET /api/console/traffic.php: per traffic source (the member's first touch: network and ref) the signups, activations
 * and first payments that happened in the range, and the revenue of the payments completed in it (each payment's own
 * copy of the source, else its member's), less what refunds and chargebacks took back since (a partial refund only its
 * part). The range is in the site's time zone, like the dashboard's days.
 */
export async function getTrafficReport(deps: Pick<AppDeps, 'db'>, who: StaffSession, query: TrafficQuery): Promise<TrafficResponse> {
  authorizeSite(who, query.site);
  const [site] = await deps.db.select({ id: sites.id, name: sites.name, domain: sites.domain, timeZone: sites.timeZone }).from(sites).where(eq(sites.id, query.site));
  if (!site) throw new DomainError('not_found');
  // Midnight at the start of `from` and after `to`, in the site's zone.
  const start = sql`(${query.from}::date::timestamp at time zone ${site.timeZone})`;
  const end = sql`((${query.to}::date + 1)::timestamp at time zone ${site.timeZone})`;
  const within = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;

  const [signups, activations, firstPayments, revenue] = await Promise.all([
    rows(deps.db, sql`select u.tracking->>'network' as network, u.tracking->>'ref' as ref, count(*)::int as n from users u
      where u.site_id = ${site.id} and ${within(sql`u.signup_date`)} and ${notFictional} group by 1, 2`),
    rows(deps.db, sql`select u.tracking->>'network' as network, u.tracking->>'ref' as ref, count(*)::int as n from users u
      where u.site_id = ${site.id} and ${within(sql`u.activated_at`)} and ${notFictional} group by 1, 2`),
    rows(deps.db, sql`select u.tracking->>'network' as network, u.tracking->>'ref' as ref, count(*)::int as n
      from (select user_id, min(completed_at) as first_at from payments where site_id = ${site.id} and status = 'completed' group by user_id) f
      join users u on u.id = f.user_id
      where ${within(sql`f.first_at`)} group by 1, 2`),
    rows(deps.db, sql`select coalesce(p.tracking, u.tracking)->>'network' as network, coalesce(p.tracking, u.tracking)->>'ref' as ref, p.currency,
        sum(p.amount_cents)::bigint as gross, sum(p.reversed_cents)::bigint as reversed
      from payments p left join users u on u.id = p.user_id
      where p.site_id = ${site.id} and p.status = 'completed' and ${within(sql`p.completed_at`)} group by 1, 2, 3`),
  ]);

  interface Tally { network: string | null; ref: string | null; signups: number; activations: number; first_payments: number; net: Map<string, number>; reversed: Map<string, number> }
  const bySource = new Map<string, Tally>();
  const tally = (r: Row): Tally => {
    const key = sourceKey(r);
    let found = bySource.get(key);
    if (!found) {
      found = { network: (r.network as string | null) ?? null, ref: (r.ref as string | null) ?? null, signups: 0, activations: 0, first_payments: 0, net: new Map(), reversed: new Map() };
      bySource.set(key, found);
    }
    return found;
  };
  for (const r of signups) tally(r).signups += Number(r.n);
  for (const r of activations) tally(r).activations += Number(r.n);
  for (const r of firstPayments) tally(r).first_payments += Number(r.n);
  for (const r of revenue) {
    const t = tally(r);
    const currency = String(r.currency);
    t.net.set(currency, (t.net.get(currency) ?? 0) + Number(r.gross) - Number(r.reversed));
    t.reversed.set(currency, (t.reversed.get(currency) ?? 0) + Number(r.reversed));
  }

  const totalNet = new Map<string, number>();
  const totalReversed = new Map<string, number>();
  const totals: TrafficFigures = { signups: 0, activations: 0, first_payments: 0, revenue: [], reversed: [] };
  const rowsOut: TrafficRow[] = [...bySource.values()].map((t) => {
    totals.signups += t.signups; totals.activations += t.activations; totals.first_payments += t.first_payments;
    for (const [currency, cents] of t.net) totalNet.set(currency, (totalNet.get(currency) ?? 0) + cents);
    for (const [currency, cents] of t.reversed) totalReversed.set(currency, (totalReversed.get(currency) ?? 0) + cents);
    return { network: t.network, ref: t.ref, signups: t.signups, activations: t.activations, first_payments: t.first_payments, revenue: money(t.net), reversed: money(t.reversed) };
  });
  totals.revenue = money(totalNet);
  totals.reversed = money(totalReversed);
  // Most signups first; the unattributed row (no network, no ref) after the sources with as many.
  const unattributed = (r: TrafficRow) => (r.network === null && r.ref === null ? 1 : 0);
  rowsOut.sort((a, b) => b.signups - a.signups || b.first_payments - a.first_payments || unattributed(a) - unattributed(b)
    || (a.network ?? '').localeCompare(b.network ?? '') || (a.ref ?? '').localeCompare(b.ref ?? ''));

  return { site_id: site.id, name: site.name, domain: site.domain, time_zone: site.timeZone, from: query.from, to: query.to, rows: rowsOut, totals };
}
