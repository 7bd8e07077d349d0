import { and, desc, eq, gt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, SIMILAR_RESULTS_BELOW, type MemberCard, type SearchQuery, type SearchResponse } from '@app/shared';
import { photos, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
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
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

async function findCards(deps: Pick<AppDeps, 'db'>, where: SQL[], limit: number, offset: number, now: Date): Promise<MemberCard[]> {
  const rows = await deps.db.select({ profile: profiles, photo: photos }).from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(...where)).orderBy(desc(profiles.lastActiveAt), desc(profiles.id)).limit(limit).offset(offset);
  return rows.map((r) => presentCard(r.profile, r.photo, now));
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
  const blocked = await blockedEitherWay(deps.db, viewer);
  const where = conditions(viewer, query, now, blocked);
  const capped = deps.db.select({ one: sql`1` }).from(profiles).where(and(...where)).limit(COUNT_CAP + 1).as('capped');
  const [{ counted }] = await deps.db.select({ counted: sql<number>`count(*)::int` }).from(capped) as [{ counted: number }];
  const total = Math.min(counted, COUNT_CAP);
  const cards = await findCards(deps, where, SEARCH_PAGE_SIZE, (query.page - 1) * SEARCH_PAGE_SIZE, now);
  let similar: MemberCard[] = [];
  if (total < SIMILAR_RESULTS_BELOW && query.page === 1) {
    const relaxed = conditions(viewer, {
      gender: query.gender, country: query.country,
      min_age: query.min_age ? Math.max(18, query.min_age - 5) : undefined, max_age: query.max_age ? query.max_age + 5 : undefined,
    }, now, blocked);
    const exclude = cards.map((c) => c.id);
    similar = await findCards(deps, exclude.length ? [...relaxed, notInArray(profiles.id, exclude)] : relaxed, SEARCH_PAGE_SIZE / 2, 0, now);
  }
  return {
    profiles: cards, numResults: total, moreResults: counted > COUNT_CAP, page: query.page, pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), similar,
  };
}

