import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.js';

/**
 * THE definition of "waiting for an answer", in one query used by the list, by "take next" and by every check of a
 * single conversation: the conversation's last message was written by a (non-fictional) member to a fictional
 * profile; the member's account is neither deleted nor banned and neither side blocked the other. Waiting since is
 * the member's first message after the fictional side's last one.
 */
export interface WaitingFilter {
  /** Sites the staff member may see (null: all). */
  siteIds: number[] | null;
  site?: number;
  language?: string;
  conversationId?: number;
}

export interface WaitingRow {
  conversationId: number;
  siteId: number;
  siteName: string;
  language: string;
  memberProfileId: number;
  memberName: string;
  fictionalProfileId: number;
  fictionalName: string;
  waitingSince: Date;
  unanswered: number;
  lockStaffId: number | null;
  lockStaffName: string | null;
  lockedUntil: Date | null;
}

interface RawRow {
  conversation_id: number; site_id: number; site_name: string; language: string; member_profile_id: number; member_name: string;
  fictional_profile_id: number; fictional_name: string; waiting_since: Date | string; unanswered: number | string;
  lock_staff_id: number | null; lock_staff_name: string | null; locked_until: Date | string | null;
}

function conditions(filter: WaitingFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.siteIds) parts.push(filter.siteIds.length ? sql`c.site_id in (${sql.join(filter.siteIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  if (filter.site !== undefined) parts.push(sql`c.site_id = ${filter.site}`);
  if (filter.language !== undefined) parts.push(sql`mu.language = ${filter.language}`);
  if (filter.conversationId !== undefined) parts.push(sql`c.id = ${filter.conversationId}`);
  return sql.join(parts, sql` and `);
}

const FROM_WAITING = sql`
  from conversations c
  join messages lm on lm.id = c.last_message_id
  join profiles mp on mp.id = lm.sender_profile_id and not mp.is_fictional
  join profiles fp on fp.id = lm.recipient_profile_id and fp.is_fictional
  join users mu on mu.id = mp.user_id and mu.status <> 'deleted' and mu.banned_at is null
  join sites s on s.id = c.site_id
  cross join lateral (
    select min(m.created_at) as since, count(*)::int as unanswered from messages m
    where m.conversation_id = c.id and m.sender_profile_id = mp.id
      and m.id > coalesce((select max(r.id) from messages r where r.conversation_id = c.id and r.sender_profile_id = fp.id), 0)
  ) w
  left join answer_locks l on l.conversation_id = c.id
  left join staff st on st.id = l.staff_id`;

const NOT_BLOCKED = sql`not exists (select 1 from blocks b
  where (b.blocker_id = mp.id and b.blocked_id = fp.id) or (b.blocker_id = fp.id and b.blocked_id = mp.id))`;

const COLUMNS = sql`c.id as conversation_id, c.site_id, s.name as site_name, mu.language, mp.id as member_profile_id,
  mp.name as member_name, fp.id as fictional_profile_id, fp.name as fictional_name, w.since as waiting_since,
  w.unanswered, l.staff_id as lock_staff_id, st.name as lock_staff_name, l.locked_until`;

const toRow = (r: RawRow): WaitingRow => ({
  conversationId: Number(r.conversation_id), siteId: Number(r.site_id), siteName: r.site_name, language: r.language,
  memberProfileId: Number(r.member_profile_id), memberName: r.member_name, fictionalProfileId: Number(r.fictional_profile_id),
  fictionalName: r.fictional_name, waitingSince: new Date(r.waiting_since), unanswered: Number(r.unanswered),
  lockStaffId: r.lock_staff_id === null ? null : Number(r.lock_staff_id), lockStaffName: r.lock_staff_name,
  lockedUntil: r.locked_until === null ? null : new Date(r.locked_until),
});

const rowsOf = (result: unknown) => (result as { rows: RawRow[] }).rows.map(toRow);

/** Waiting conversations, oldest waiting first, at most `limit`, and how many there are in all. */
export async function listWaiting(db: DbOrTx, filter: WaitingFilter, limit: number): Promise<{ rows: WaitingRow[]; total: number }> {
  const where = sql`where ${conditions(filter)} and ${NOT_BLOCKED}`;
  const [list, count] = await Promise.all([
    db.execute(sql`select ${COLUMNS} ${FROM_WAITING} ${where} order by w.since, c.id limit ${limit}`),
    db.execute(sql`select count(*)::int as n ${FROM_WAITING} ${where}`),
  ]);
  return { rows: rowsOf(list), total: Number((count as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) };
}

/** One conversation if it is waiting (for a staff member who may see its site), or null. */
export async function waitingConversation(db: DbOrTx, filter: WaitingFilter & { conversationId: number }): Promise<WaitingRow | null> {
  return (await listWaiting(db, filter, 1)).rows[0] ?? null;
}

/**
 * The oldest waiting conversation nobody holds (no lock or an expired one; mine are skipped too: "next" means another
 * one), except those already tried; its conversation row locked with FOR UPDATE SKIP LOCKED, so a parallel "take
 * next" skips it instead of waiting and two operators never get the same one. One row at a time: locking more
 * would hide them all from the other taker. Run inside the taking transaction.
 */
export async function lockNextCandidate(db: DbOrTx, filter: WaitingFilter, now: Date, tried: number[]): Promise<WaitingRow | null> {
  const free = sql`(l.conversation_id is null or l.locked_until < ${now})`;
  const notTried = tried.length ? sql`c.id not in (${sql.join(tried.map((id) => sql`${id}`), sql`, `)})` : sql`true`;
  return rowsOf(await db.execute(sql`select ${COLUMNS} ${FROM_WAITING}
    where ${conditions(filter)} and ${NOT_BLOCKED} and ${free} and ${notTried}
    order by w.since, c.id limit 1 for update of c skip locked`))[0] ?? null;
}

export interface WaitingStats { count: number; oldestSeconds: number | null; medianSeconds: number | null }

/** Per site: how many conversations wait, and the oldest and median wait in seconds (the dashboard's "now"). */
export async function waitingStats(db: DbOrTx, siteIds: number[], now: Date): Promise<Map<number, WaitingStats>> {
  if (!siteIds.length) return new Map();
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`select c.site_id, count(*)::int as n,
    extract(epoch from (${at} - min(w.since)))::float8 as oldest,
    percentile_cont(0.5) within group (order by extract(epoch from (${at} - w.since)))::float8 as median
    ${FROM_WAITING} where ${conditions({ siteIds })} and ${NOT_BLOCKED} group by c.site_id`);
  const rows = (result as unknown as { rows: Array<{ site_id: number; n: number; oldest: number | null; median: number | null }> }).rows;
  return new Map(rows.map((r) => [Number(r.site_id), {
    count: Number(r.n), oldestSeconds: r.oldest === null ? null : Math.max(0, Math.round(Number(r.oldest))),
    medianSeconds: r.median === null ? null : Math.max(0, Math.round(Number(r.median))),
  }]));
}
