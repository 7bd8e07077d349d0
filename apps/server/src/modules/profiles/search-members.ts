import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  SEARCH_PAGE_SIZE, SIMILAR_RESULTS_BELOW, type MemberCard, type SearchQuery, type SearchResponse, type SearchSort,
} from '@app/shared';
import { likes, photos, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import type { DbOrTx } from '../../platform/db.js';
import { presentCard } from './present-member.js';
import { blockedEitherWay, viewerOf, visibleProfilesScope, type Viewer } from './profiles.policy.js';

/** Date-of-birth bounds for an age range on a day: min_age → born on or before, max_age → born after. */
export function birthDateBounds(today: Date, minAge?: number, maxAge?: number): { bornOnOrBefore?: string; bornAfter?: string } {
  const shift = (years: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
    return d.toISOString().slice(0, 10);
  };
  return { bornOnOrBefore: minAge ? shift(minAge) : undefined, bornAfter: maxAge ? shift(maxAge + 1) : undefined };
}

/** Above this many matches the count stops ("1000+"): counting every row of a big site costs more than it tells. */
export const COUNT_CAP = 1000;

/** "With photo": the main photo is approved and public, the same test that decides whether a card shows it. */
const hasPublicMainPhoto = sql`exists (select 1 from ${photos} where ${photos.id} = ${profiles.mainPhotoId} and ${photos.status} = 'active' and ${photos.isPrivate} = false)`;

function conditions(viewer: Viewer, query: Partial<SearchQuery>, today: Date, blocked: number[]): SQL[] {
  const { bornOnOrBefore, bornAfter } = birthDateBounds(today, query.min_age, query.max_age);
  const where: Array<SQL | undefined> = [
    ...visibleProfilesScope(viewer, blocked),
    query.gender ? eq(profiles.gender, query.gender) : undefined,
    query.country ? eq(profiles.country, query.country) : undefined,
    query.countryregion ? eq(profiles.region, query.countryregion) : undefined,
    query.sexuality ? eq(profiles.sexuality, query.sexuality) : undefined,
    bornOnOrBefore ? lte(profiles.dateOfBirth, bornOnOrBefore) : undefined,
    bornAfter ? gt(profiles.dateOfBirth, bornAfter) : undefined,
    query.with_photo ? hasPublicMainPhoto : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

/** Where the viewer lives, for the "nearby" order; a visitor has no place and gets the "active" order. */
interface Place { country: string | null; region: string | null }

/**
 * The "nearby" order as tiers: the viewer's region, then the rest of the viewer's country, then everyone else. Each
 * tier is read by activity on its own (the activity index, stopping after one page), never by sorting every match.
 */
function nearbyTiers(place: Place): SQL[] {
  const { country, region } = place;
  if (!country) return [];
  const otherCountry = or(isNull(profiles.country), ne(profiles.country, country))!;
  if (!region) return [eq(profiles.country, country), otherCountry];
  return [
    and(eq(profiles.country, country), eq(profiles.region, region))!,
    and(eq(profiles.country, country), or(isNull(profiles.region), ne(profiles.region, region)))!,
    otherCountry,
  ];
}

const BY_ACTIVITY = [desc(profiles.lastActiveAt), desc(profiles.id)];
/** Profiles are made at signup, so the id is the signup order, and the primary key's index serves it. */
const BY_SIGNUP = [desc(profiles.id)];

/** The ids of one page in the tiers' order (two or more): one query, each tier limited to what the page can reach. */
async function tieredIds(db: DbOrTx, where: SQL[], tiers: SQL[], limit: number, offset: number): Promise<number[]> {
  const [first, second, ...rest] = tiers.map((tier, i) => db.select({ id: profiles.id, tier: sql<number>`${sql.raw(String(i))}::int`.as('tier'), lastActiveAt: profiles.lastActiveAt })
    .from(profiles).where(and(...where, tier)).orderBy(...BY_ACTIVITY).limit(offset + limit));
  const ranked = await unionAll(first!, second!, ...rest).orderBy(asc(sql`tier`), desc(sql`last_active_at`), desc(sql`id`)).limit(limit).offset(offset);
  return ranked.map((r) => r.id);
}

async function findCards(deps: Pick<AppDeps, 'db'>, where: SQL[], order: { sort: SearchSort; place: Place; siteCountries: readonly string[] }, limit: number, offset: number, now: Date): Promise<MemberCard[]> {
  const select = () => deps.db.select({ profile: profiles, photo: photos }).from(profiles).leftJoin(photos, eq(photos.id, profiles.mainPhotoId));
  const tiers = order.sort === 'nearby' ? nearbyTiers(order.place) : [];
  if (tiers.length) {
    const ids = await tieredIds(deps.db, where, tiers, limit, offset);
    if (!ids.length) return [];
    const rows = await select().where(inArray(profiles.id, ids));
    const byId = new Map(rows.map((r) => [r.profile.id, r]));
    return ids.flatMap((id) => { const r = byId.get(id); return r ? [presentCard(r.profile, r.photo, now, order.siteCountries)] : []; });
  }
  const rows = await select().where(and(...where)).orderBy(...(order.sort === 'newest' ? BY_SIGNUP : BY_ACTIVITY)).limit(limit).offset(offset);
  return rows.map((r) => presentCard(r.profile, r.photo, now, order.siteCountries));
}

/** Which of these profiles the viewer already likes: one lookup on the likes key for the whole page. */
async function likedAmong(db: DbOrTx, viewerProfileId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ likedId: likes.likedId }).from(likes).where(and(eq(likes.likerId, viewerProfileId), inArray(likes.likedId, ids)));
  return new Set(rows.map((r) => r.likedId));
}

/**
 * Member search (spec 3's search state). Excludes the viewer, blocked members both ways, invisible and inactive
 * profiles. With few matches it adds similar profiles: the same gender, any region, ages widened by five years.
 */
/** Only the site's search_fields filter (spec 3); other filters in the address are ignored. */
export function searchableQuery(query: SearchQuery, searchFields: string[]): SearchQuery {
  const allowed = (field: keyof SearchQuery, searchField: string) => (searchFields.includes(searchField) ? query[field] : undefined);
  return {
    ...query,
    gender: allowed('gender', 'gender') as SearchQuery['gender'], country: allowed('country', 'country') as string | undefined,
    countryregion: allowed('countryregion', 'countryregion') as string | undefined, min_age: allowed('min_age', 'min_age') as number | undefined,
    max_age: allowed('max_age', 'max_age') as number | undefined, sexuality: allowed('sexuality', 'sexuality') as SearchQuery['sexuality'],
  };
}

export async function searchMembers(deps: Pick<AppDeps, 'db' | 'clock'>, input: { site: SiteWithCompany; auth: AuthenticatedSession | null }, requested: SearchQuery): Promise<SearchResponse> {
  const now = deps.clock.now();
  const query = searchableQuery(requested, input.site.searchFields);
  const viewer = viewerOf(input.site, input.auth);
  const order = { sort: query.sort ?? 'active', place: { country: input.auth?.profile.country ?? null, region: input.auth?.profile.region ?? null }, siteCountries: input.site.countries };
  const blocked = await blockedEitherWay(deps.db, viewer);
  const where = conditions(viewer, query, now, blocked);
  const capped = deps.db.select({ one: sql`1` }).from(profiles).where(and(...where)).limit(COUNT_CAP + 1).as('capped');
  const [{ counted }] = await deps.db.select({ counted: sql<number>`count(*)::int` }).from(capped) as [{ counted: number }];
  const total = Math.min(counted, COUNT_CAP);
  const cards = await findCards(deps, where, order, SEARCH_PAGE_SIZE, (query.page - 1) * SEARCH_PAGE_SIZE, now);
  let similar: MemberCard[] = [];
  if (total < SIMILAR_RESULTS_BELOW && query.page === 1) {
    const relaxed = conditions(viewer, {
      gender: query.gender, country: query.country, with_photo: query.with_photo,
      min_age: query.min_age ? Math.max(18, query.min_age - 5) : undefined, max_age: query.max_age ? query.max_age + 5 : undefined,
    }, now, blocked);
    const exclude = cards.map((c) => c.id);
    similar = await findCards(deps, exclude.length ? [...relaxed, notInArray(profiles.id, exclude)] : relaxed, order, SEARCH_PAGE_SIZE / 2, 0, now);
  }
  const liked = viewer.profileId === null ? null : await likedAmong(deps.db, viewer.profileId, [...cards, ...similar].map((c) => c.id));
  // For a member: whether they already like each profile (the cards' like buttons).
  const finish = (card: MemberCard): MemberCard => (liked ? { ...card, liked: liked.has(card.id) } : card);
  return {
    profiles: cards.map(finish), numResults: total, moreResults: counted > COUNT_CAP, page: query.page,
    pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), similar: similar.map(finish),
  };
}
