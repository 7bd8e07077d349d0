import { and, eq, isNull, sql } from 'drizzle-orm';
import { likes, profiles } from '../../db/schema/index.js';
import { blockedEitherWay, profileAccess, visibleProfilesScope, type Viewer } from '../profiles/profiles.policy.js';
import { wasOnlineAround } from './notification-mail-sends.js';
import { profileLabel, translateFor, type NotificationMail, type NotificationMailDeps, type Recipient } from './notification-mail-send.js';

const likeExists = async (deps: NotificationMailDeps, likerId: number, likedId: number) =>
  (await deps.db.select({ likerId: likes.likerId }).from(likes).where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))).length > 0;

/**
 * A like (or a match) for `r`, given at `at`. Not while the member is online (the app shows it), not when the like
 * was taken back or the liker can no longer be seen (blocked, invisible, gone). Plain likes make at most one mail per
 * absence (the key is the member's last activity), listing how many are new; a match is mailed once per pair.
 */
export async function composeLikeMail(
  deps: NotificationMailDeps, r: Recipient, job: { likerProfileId: number; match: boolean; at: string },
): Promise<NotificationMail | null> {
  if (wasOnlineAround(r.profile.lastActiveAt, new Date(job.at))) return null;
  if (!await likeExists(deps, job.likerProfileId, r.profile.id)) return null;
  const viewer: Viewer = { siteId: r.site.id, profileId: r.profile.id, isPremium: r.user.paidUser };
  const access = await profileAccess(deps.db, viewer, job.likerProfileId);
  if (access?.kind !== 'visible') return null;
  const liker = profileLabel(r, access.profile);

  if (job.match && await likeExists(deps, r.profile.id, job.likerProfileId)) {
    return {
      type: 'like', kind: 'match', dedupeKey: String(job.likerProfileId),
      template: 'notify.match', params: { liker }, path: `/members/${job.likerProfileId}/chat`,
    };
  }
  // Counted as the likes page lists them: only likers the member may see.
  const [unseen] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(likes).innerJoin(profiles, eq(profiles.id, likes.likerId))
    .where(and(eq(likes.likedId, r.profile.id), isNull(likes.seenAt), ...visibleProfilesScope(viewer, await blockedEitherWay(deps.db, viewer))));
  const count = Number(unseen?.n ?? 0);
  return {
    type: 'like', kind: 'like', dedupeKey: `@${r.profile.lastActiveAt.getTime()}`,
    template: 'notify.like', params: { liker }, path: `/members/${job.likerProfileId}`,
    items: count > 1 ? [{ text: translateFor(r, 'mail.notify.like.all_likes', { count }), path: '/likes/received' }] : undefined,
  };
}
