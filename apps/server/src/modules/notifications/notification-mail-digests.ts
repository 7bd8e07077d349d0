import { and, count, desc, eq, gte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likes, profiles, users } from '../../db/schema/index.js';
import { blockedEitherWay, visibleProfilesScope, type Viewer } from '../profiles/profiles.policy.js';
import { lastNotificationSentAt, wasOnlineAround } from './notification-mail-sends.js';
import { profileLine, translateFor, type NotificationMail, type NotificationMailDeps, type Recipient } from './notification-mail-send.js';

const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;
/** New members named in a weekly update; the rest are counted. */
const WEEKLY_NEWCOMERS_LISTED = 5;

/** ISO 8601 week of a moment in UTC, "2026-W05": the key of weekly mails (a repeated run in the same week sends nothing). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides the year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const viewerOf = (r: Recipient): Viewer => ({ siteId: r.site.id, profileId: r.profile.id, isPremium: r.user.paidUser });
const joinedAt = sql`coalesce(${users.activatedAt}, ${users.signupDate})`;

/** Members who joined since `since` and whom `r` may see (the visibility policy), nearest first: region, else country. */
async function newcomersNear(deps: NotificationMailDeps, r: Recipient, since: Date) {
  const visible = visibleProfilesScope(viewerOf(r), await blockedEitherWay(deps.db, viewerOf(r)));
  const areas: SQL[] = [];
  if (r.profile.country && r.profile.region) areas.push(and(eq(profiles.country, r.profile.country), eq(profiles.region, r.profile.region))!);
  if (r.profile.country) areas.push(eq(profiles.country, r.profile.country));
  for (const area of areas) {
    const where = and(...visible, area, sql`${joinedAt} >= ${since.toISOString()}::timestamptz`);
    const [total] = await deps.db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(where);
    if (!total?.n) continue;
    const listed = await deps.db.select({ profile: profiles }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(where)
      .orderBy(desc(joinedAt), desc(profiles.id)).limit(WEEKLY_NEWCOMERS_LISTED);
    return { total: total.n, listed: listed.map((row) => row.profile) };
  }
  return { total: 0, listed: [] };
}

/** Likes `r` received from members they may see, since `since`, optionally only those not answered with a like back. */
async function likesReceived(deps: NotificationMailDeps, r: Recipient, opts: { since?: Date; unanswered?: boolean }) {
  const back = alias(likes, 'like_back');
  const [row] = await deps.db.select({ n: count() }).from(likes).innerJoin(profiles, eq(profiles.id, likes.likerId)).where(and(
    eq(likes.likedId, r.profile.id),
    ...visibleProfilesScope(viewerOf(r), await blockedEitherWay(deps.db, viewerOf(r))),
    ...(opts.since ? [gte(likes.createdAt, opts.since)] : []),
    ...(opts.unanswered ? [notExists(deps.db.select({ one: sql`1` }).from(back).where(and(eq(back.likerId, r.profile.id), eq(back.likedId, likes.likerId))))] : []),
  ));
  return row?.n ?? 0;
}

/** The weekly update: new members near the member (fictional ones labelled) and the likes of the week; nothing new, no mail. */
export async function composeWeeklyUpdateMail(deps: NotificationMailDeps, r: Recipient, job: { week: string }): Promise<NotificationMail | null> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - WEEK_MS);
  const newcomers = await newcomersNear(deps, r, since);
  const likeCount = await likesReceived(deps, r, { since });
  if (newcomers.total === 0 && likeCount === 0) return null;
  return {
    type: 'weekly_updates', kind: 'weekly_update', dedupeKey: job.week,
    template: 'notify.weekly_update', params: { members: newcomers.total, likes: likeCount }, path: '/members',
    items: [
      ...newcomers.listed.map((p) => ({ text: profileLine(r, p, now), path: `/members/${p.id}` })),
      ...(likeCount ? [{ text: translateFor(r, 'mail.notify.weekly_update.likes', { count: likeCount }), path: '/likes/received' }] : []),
    ],
  };
}

/**
 * A reminder of what would bring the member more contact: a missing photo or "about me", likes not answered. At most
 * one a week (the last one's date, and the week as key), never while online, nothing when there is nothing to say.
 */
export async function composeReminderMail(deps: NotificationMailDeps, r: Recipient, job: { week: string }): Promise<NotificationMail | null> {
  const now = deps.clock.now();
  if (wasOnlineAround(r.profile.lastActiveAt, now)) return null;
  const last = await lastNotificationSentAt(deps.db, r.user.id, 'reminders');
  if (last && now.getTime() - last.getTime() < WEEK_MS) return null;
  const unanswered = await likesReceived(deps, r, { unanswered: true });
  const items = [
    ...(r.profile.mainPhotoId === null ? [{ text: translateFor(r, 'mail.notify.reminder.add_photo'), path: '/profile' }] : []),
    ...(!r.profile.about?.trim() ? [{ text: translateFor(r, 'mail.notify.reminder.add_about'), path: '/profile' }] : []),
    ...(unanswered ? [{ text: translateFor(r, 'mail.notify.reminder.unanswered_likes', { count: unanswered }), path: '/likes/received' }] : []),
  ];
  if (!items.length) return null;
  return {
    type: 'reminders', kind: 'reminder', dedupeKey: job.week,
    template: 'notify.reminder', path: items[0]!.path, items,
  };
}
