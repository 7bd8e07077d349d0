import { and, asc, eq, gt, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES } from '@app/shared';
import { pickLocale } from '@app/shared/i18n';
import { discountCodes, notificationSends, notificationSettings, profiles, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { isoWeek } from './notification-mail-digests.js';
import { notificationMailJob, type NotificationMailJob } from './notification-mail.job.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const PAGE = 500;
/** A conversation unread this long gets its reminder. */
export const UNREAD_REMINDER_AFTER_HOURS = 24;
/** Streaks that were already older than this when first seen (e.g. at the first deploy) are left alone. */
const UNREAD_REMINDER_MAX_AGE_DAYS = 8;
/** Reminders go to members away this long, and stop for members gone longer than the second figure. */
const REMINDER_AWAY_DAYS = { from: 3, until: 60 } as const;

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'sites'>;

/** Every hour: conversations unread for a day, one reminder per unread streak. */
/** The scheduled scans run for every site; an operator (or a test) may run one for a single site. */
const siteScope = z.object({ siteId: z.number().int().positive().optional() });
const ofSite = (siteId: number | undefined) => (siteId === undefined ? undefined : eq(users.siteId, siteId));

export const unreadRemindersJob = jobType({ name: 'notifications.unread_reminders', schema: z.object({}), retryLimit: 2, retryDelaySeconds: 300, cron: '7 * * * *' });
/** Monday 07:00 UTC: the weekly update of every active member (the mail job skips those with nothing new). */
export const weeklyUpdatesJob = jobType({ name: 'notifications.weekly_updates', schema: siteScope, retryLimit: 2, retryDelaySeconds: 600, cron: '0 7 * * 1' });
/** Daily 09:30 UTC: reminders for members who have been away a few days, at most one a week each. */
export const remindersJob = jobType({ name: 'notifications.reminders', schema: siteScope, retryLimit: 2, retryDelaySeconds: 600, cron: '30 9 * * *' });
/** Every hour: time-limited discount codes announced to members who opted in to promotions. */
export const promotionsJob = jobType({ name: 'notifications.promotions', schema: z.object({}), retryLimit: 2, retryDelaySeconds: 300, cron: '17 * * * *' });
/** Nightly: the once-only records whose keys can no longer come back (past absences, weeks, streaks). */
export const pruneSendsJob = jobType({ name: 'notifications.prune_sends', schema: z.object({}), retryLimit: 2, retryDelaySeconds: 600, cron: '41 3 * * *' });
/**
 * Kept this long: far past the longest window a key matters in (an unread streak is reminded within 8 days, a
 * reminder looks back 7). Promotion and news records stay: a code or campaign may run for months.
 */
const SENDS_KEPT_DAYS = 90;
const PRUNED_KINDS = ['conversation', 'like', 'match', 'unread_reminder', 'weekly_update', 'reminder'];

/**
 * News to the members of one site who opted in, queued by an operator (no console for it yet): the text per language,
 * the member's own language first, else the site's. `campaign` is the once-only key.
 */
export const newsJob = jobType({
  name: 'notifications.news',
  schema: z.object({
    v: z.literal(1),
    siteId: z.number().int().positive(),
    campaign: z.string().regex(/^[\w.-]{1,64}$/),
    texts: z.partialRecord(z.enum(LOCALES), z.object({ subject: z.string().min(1).max(200), body: z.string().min(1).max(5000) })),
  }),
  retryLimit: 2,
  retryDelaySeconds: 300,
});

/** Pages through ids (keyset), queueing one mail job per member; a crash halfway is harmless (sends are once-only). */
async function forEachPage(next: (after: number) => Promise<number[]>, queue: (userId: number) => Promise<void>) {
  for (let after = 0; ;) {
    const ids = await next(after);
    for (const userId of ids) await queue(userId);
    if (ids.length < PAGE) return;
    after = ids[ids.length - 1]!;
  }
}

const activeMembers = (after: number) => and(eq(users.status, 'active'), eq(profiles.isFictional, false), gt(users.id, after));
const sentAlready = (deps: Deps, kind: string, key: ReturnType<typeof sql>) => notExists(deps.db.select({ one: sql`1` }).from(notificationSends)
  .where(and(eq(notificationSends.userId, users.id), eq(notificationSends.kind, kind), eq(notificationSends.dedupeKey, key))));
const send = (deps: Deps, job: NotificationMailJob) => deps.jobs.send(notificationMailJob, job);

export async function queueUnreadReminders(deps: Deps) {
  const now = deps.clock.now().getTime();
  const dueBefore = new Date(now - UNREAD_REMINDER_AFTER_HOURS * HOUR_MS).toISOString();
  const notBefore = new Date(now - UNREAD_REMINDER_MAX_AGE_DAYS * DAY_MS).toISOString();
  for (let after = { conversation: 0, profile: 0 }; ;) {
    const result = await deps.db.execute(sql`
      select cm.conversation_id, cm.profile_id, p.user_id, f.id as first_unread
      from conversation_members cm
      join profiles p on p.id = cm.profile_id and p.is_fictional = false
      join users u on u.id = p.user_id and u.status = 'active'
      cross join lateral (
        select m.id, m.created_at from messages m
        where m.conversation_id = cm.conversation_id and m.recipient_profile_id = cm.profile_id and m.id > cm.last_read_message_id
        order by m.id limit 1
      ) f
      where cm.unread_count > 0 and cm.removed_at is null
        and (cm.conversation_id, cm.profile_id) > (${after.conversation}, ${after.profile})
        and f.created_at <= ${dueBefore}::timestamptz and f.created_at > ${notBefore}::timestamptz
        and not exists (select 1 from notification_sends ns where ns.user_id = p.user_id and ns.kind = 'unread_reminder'
          and ns.dedupe_key = cm.conversation_id::text || ':' || f.id::text)
      order by cm.conversation_id, cm.profile_id
      limit ${PAGE}`);
    const rows = (result as unknown as { rows: Array<{ conversation_id: number; profile_id: number; user_id: number; first_unread: number | string }> }).rows;
    for (const row of rows) {
      await send(deps, { v: 1, kind: 'unread_reminder', userId: row.user_id, conversationId: row.conversation_id, firstUnreadMessageId: Number(row.first_unread) });
    }
    if (rows.length < PAGE) return;
    after = { conversation: rows[rows.length - 1]!.conversation_id, profile: rows[rows.length - 1]!.profile_id };
  }
}

export async function queueWeeklyUpdates(deps: Deps, siteId?: number) {
  const week = isoWeek(deps.clock.now());
  await forEachPage(
    async (after) => (await deps.db.select({ id: users.id }).from(users).innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(activeMembers(after), ofSite(siteId), sentAlready(deps, 'weekly_update', sql`${week}`))).orderBy(asc(users.id)).limit(PAGE)).map((r) => r.id),
    (userId) => send(deps, { v: 1, kind: 'weekly_update', userId, week }),
  );
}

export async function queueReminders(deps: Deps, siteId?: number) {
  const now = deps.clock.now().getTime();
  const week = isoWeek(deps.clock.now());
  const awaySince = new Date(now - REMINDER_AWAY_DAYS.from * DAY_MS);
  const goneBefore = new Date(now - REMINDER_AWAY_DAYS.until * DAY_MS);
  await forEachPage(
    async (after) => (await deps.db.select({ id: users.id }).from(users).innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(activeMembers(after), ofSite(siteId), lte(profiles.lastActiveAt, awaySince), gt(profiles.lastActiveAt, goneBefore), sentAlready(deps, 'reminder', sql`${week}`)))
      .orderBy(asc(users.id)).limit(PAGE)).map((r) => r.id),
    (userId) => send(deps, { v: 1, kind: 'reminder', userId, week }),
  );
}

/** Members who opted in to a marketing type: a stored "on" (marketing is off by default, so no row means off). */
const optedIn = (type: 'promotions' | 'news') => sql`exists (select 1 from ${notificationSettings} ns where ns.user_id = ${users.id} and ns.type = ${type} and ns.email = true)`;

export async function queuePromotions(deps: Deps) {
  const now = deps.clock.now();
  const codes = await deps.db.select().from(discountCodes).where(and(
    eq(discountCodes.status, 'active'), eq(discountCodes.welcome, false), isNull(discountCodes.windowSecondsAfterSignup),
    gt(discountCodes.expiresAt, now),
  ));
  for (const code of codes) {
    const key = `discount:${code.id}`;
    await forEachPage(
      async (after) => (await deps.db.select({ id: users.id }).from(users).innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(activeMembers(after), eq(users.siteId, code.siteId), ...(code.userId ? [eq(users.id, code.userId)] : []), optedIn('promotions'), sentAlready(deps, 'promotion', sql`${key}`)))
        .orderBy(asc(users.id)).limit(PAGE)).map((r) => r.id),
      (userId) => send(deps, { v: 1, kind: 'promotion', userId, discountCodeId: code.id }),
    );
  }
}

export async function queueNews(deps: Deps, job: z.output<typeof newsJob.schema>) {
  const site = await deps.sites.byId(job.siteId);
  if (!site) return;
  await forEachPage(
    async (after) => (await deps.db.select({ id: users.id }).from(users).innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(activeMembers(after), eq(users.siteId, site.id), optedIn('news'), sentAlready(deps, 'news', sql`${job.campaign}`)))
      .orderBy(asc(users.id)).limit(PAGE)).map((r) => r.id),
    async (userId) => {
      const [member] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      const text = job.texts[pickLocale(member?.language, site.domainLanguage)] ?? job.texts[pickLocale(site.domainLanguage)];
      if (text) await send(deps, { v: 1, kind: 'news', userId, campaign: job.campaign, ...text });
    },
  );
}

export async function pruneNotificationSends(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const now = deps.clock.now().getTime();
  await deps.db.delete(notificationSends).where(or(
    and(inArray(notificationSends.kind, PRUNED_KINDS), lt(notificationSends.claimedAt, new Date(now - SENDS_KEPT_DAYS * DAY_MS))),
    // A claim never sent and older than a day: its job gave up long ago.
    and(isNull(notificationSends.sentAt), lt(notificationSends.claimedAt, new Date(now - DAY_MS))),
  ));
}

export function notificationJobHandlers(deps: Deps) {
  return [
    handleJob(unreadRemindersJob, () => queueUnreadReminders(deps)),
    handleJob(weeklyUpdatesJob, (job) => queueWeeklyUpdates(deps, job.siteId)),
    handleJob(remindersJob, (job) => queueReminders(deps, job.siteId)),
    handleJob(promotionsJob, () => queuePromotions(deps)),
    handleJob(newsJob, (job) => queueNews(deps, job)),
    handleJob(pruneSendsJob, () => pruneNotificationSends(deps)),
  ];
}
