import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ageOn, fitsWishes, wantEachOther, type MatchCandidate, type MatchWishes, type MemberCard } from '@app/shared';
import { likes, photos, profiles, type ProfileRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import type { PhotoRow } from '../profiles/photo-store.js';
import { presentCard } from '../profiles/present-member.js';
import { blockedEitherWay, visibleProfilesScope, type Viewer } from '../profiles/profiles.policy.js';
import { birthDateBounds } from '../profiles/search-members.js';

export interface PoolOptions {
  /** Extra years either side of the wished age range (the match finder scores near misses lower instead of dropping them). */
  ageSlack: number;
  excludeLiked: boolean;
  extra?: SQL[];
  limit: number;
}

export interface PoolEntry extends MatchCandidate { id: number; profile: ProfileRow; photo: PhotoRow | null }

/**
 * Profiles the member could be matched with, nearest first: visible to the member (the one visibility policy), a
 * wished gender, in the age range, and wanting the member back (gender and sexuality make sense both ways; the
 * shared rule `wantEachOther`). The database narrows and orders (own region, own country, then the rest, each by
 * recent activity); the rule then filters the rows exactly.
 */
export async function candidatePool(db: DbOrTx, viewer: Viewer, me: ProfileRow, wishes: MatchWishes, now: Date, opts: PoolOptions): Promise<PoolEntry[]> {
  const blocked = await blockedEitherWay(db, viewer);
  const { bornOnOrBefore, bornAfter } = birthDateBounds(now, Math.max(18, wishes.min_age - opts.ageSlack), wishes.max_age + opts.ageSlack);
  const nearness = sql`case when ${profiles.country} = ${me.country} and ${profiles.region} = ${wishes.region} then 0 when ${profiles.country} = ${me.country} then 1 else 2 end`;
  const where = [
    ...visibleProfilesScope(viewer, blocked),
    or(isNull(profiles.gender), inArray(profiles.gender, wishes.genders)),
    bornOnOrBefore ? lte(profiles.dateOfBirth, bornOnOrBefore) : undefined,
    bornAfter ? gt(profiles.dateOfBirth, bornAfter) : undefined,
    opts.excludeLiked ? sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${me.id} and ${likes.likedId} = ${profiles.id})` : undefined,
    ...(opts.extra ?? []),
  ];
  // Over-fetched: the exact two-way rule below drops some rows (e.g. hetero members of the wished gender).
  const rows = await db.select({ profile: profiles, photo: photos }).from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(...where)).orderBy(nearness, desc(profiles.lastActiveAt), desc(profiles.id)).limit(opts.limit * 2);
  const seeker = { gender: me.gender ?? null, sexuality: me.sexuality ?? null };
  return rows
    .filter((r) => wantEachOther(seeker, { gender: r.profile.gender ?? null, sexuality: r.profile.sexuality ?? null }))
    .slice(0, opts.limit)
    .map((r) => ({
      id: r.profile.id, profile: r.profile, photo: r.photo,
      gender: r.profile.gender ?? null, age: ageOn(r.profile.dateOfBirth, now) ?? 0, country: r.profile.country, region: r.profile.region,
      interests: r.profile.interests, fictional: r.profile.isFictional, lastActiveAt: r.profile.lastActiveAt,
    }));
}

/** A card whose `main_image.match` says the profile is what the member looks for. */
export function presentCandidate(entry: PoolEntry, wishes: MatchWishes, now: Date, siteCountries: readonly string[]): MemberCard {
  const card = presentCard(entry.profile, entry.photo, now, siteCountries);
  return card.main_image ? { ...card, main_image: { ...card.main_image, match: fitsWishes(wishes, entry) } } : card;
}
