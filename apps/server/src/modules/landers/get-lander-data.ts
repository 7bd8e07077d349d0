import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { audienceFilter, landerAudience, type AudienceFilter } from '@app/shared/rules/landers';
import {
  isMemberLanding, LANDER_PROFILE_COUNT, MEMBER_LANDING_OTHERS, type LanderData, type LanderProfile, type LanderQuery, type LanderRegion,
} from '@app/shared/contracts/landers';
import { photos, profiles, type ProfileRow } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import type { DbOrTx } from '../../platform/db.js';
import type { PhotoRow } from '../profiles/photo-store.js';
import { photoUrl, presentCard } from '../profiles/present-member.js';
import { blockedEitherWay, profileAccess, viewerOf, visibleProfilesScope } from '../profiles/profiles.policy.js';
import { birthDateBounds } from '../profiles/search-members.js';
import { regionsOf, siteRegionName } from '../sites/regions.js';

/** Landers that show what profiles say about themselves (a feed); the rest show faces, names and places only. */
const LANDERS_WITH_ABOUT = new Set<LanderData['lander']>(['socialnetwork']);
/** A feed entry quotes the start of the text; a member landing shows all of it. */
const FEED_ABOUT_CHARS = 240;

export interface LanderInput {
  site: SiteWithCompany;
  auth: AuthenticatedSession | null;
  /** The visitor's country: profiles there come first. */
  country: string | null;
  query: LanderQuery;
}

/** The audience's conditions as SQL, on top of the visibility policy. */
function audienceConditions(filter: AudienceFilter, today: Date): SQL[] {
  const { bornOnOrBefore, bornAfter } = birthDateBounds(today, filter.minAge, filter.maxAge);
  const conditions: Array<SQL | undefined> = [
    filter.gender ? eq(profiles.gender, filter.gender) : undefined,
    bornOnOrBefore ? lte(profiles.dateOfBirth, bornOnOrBefore) : undefined,
    bornAfter ? gt(profiles.dateOfBirth, bornAfter) : undefined,
    filter.bodyType ? eq(profiles.bodyType, filter.bodyType) : undefined,
    filter.sexualities ? inArray(profiles.sexuality, [...filter.sexualities]) : undefined,
    filter.interestsAny ? sql`jsonb_exists_any(${profiles.interests}, array[${sql.join(filter.interestsAny.map((i) => sql`${i}`), sql`, `)}]::text[])` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** Only a main photo that is approved and public is shown to visitors (the same test a member card applies). */
const publicMainPhoto = and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active'), eq(photos.isPrivate, false));

function presentPhoto(photo: PhotoRow | null): LanderProfile['photo'] {
  if (!photo || photo.status !== 'active' || photo.isPrivate) return null;
  return { thumb: photoUrl(photo, 'thumb'), full: photoUrl(photo, 'full'), width: photo.width, height: photo.height };
}

function presentProfile(site: SiteWithCompany, profile: ProfileRow, photo: PhotoRow | null, now: Date, aboutChars: number | null): LanderProfile {
  const about = aboutChars !== null && site.visibleProfileFields.includes('about') && profile.about
    ? (profile.about.length > aboutChars ? `${profile.about.slice(0, aboutChars).trimEnd()}…` : profile.about)
    : undefined;
  // The card members see (the same rules: region names, fictional profiles never "online"), without its photo urls.
  const { main_image: _mainImage, liked: _liked, ...card } = presentCard(profile, null, now, site.countries);
  return { ...card, photo: presentPhoto(photo), ...(about !== undefined ? { about } : {}) };
}

/**
 * The profiles of the audience with a public main photo, the visitor's country first, each tier by recent activity.
 * Two short queries (country, then the rest) instead of ordering every match by a computed nearness.
 */
async function audienceProfiles(db: DbOrTx, where: SQL[], country: string | null, limit: number) {
  const select = (tier: SQL | undefined, count: number) => db.select({ profile: profiles, photo: photos }).from(profiles)
    .innerJoin(photos, publicMainPhoto)
    .where(and(...where, tier)).orderBy(desc(profiles.lastActiveAt), desc(profiles.id)).limit(count);
  if (!country) return select(undefined, limit);
  const near = await select(eq(profiles.country, country), limit);
  if (near.length >= limit) return near;
  return [...near, ...await select(or(isNull(profiles.country), ne(profiles.country, country)), limit - near.length)];
}

/** The member landing's profile, if this viewer may see it (the visibility policy: active, visible, not blocked). */
async function landingProfile(deps: Pick<AppDeps, 'db'>, input: LanderInput, profileId: number) {
  const access = await profileAccess(deps.db, viewerOf(input.site, input.auth), profileId);
  if (access?.kind !== 'visible') return null;
  const [photo] = access.profile.mainPhotoId ? await deps.db.select().from(photos).where(eq(photos.id, access.profile.mainPhotoId)) : [];
  return { profile: access.profile, photo: photo ?? null };
}

/** The map lander's regions: those of the visitor's country when the site serves it, else of the site's first country. */
function mapRegions(site: SiteWithCompany, country: string | null): LanderRegion[] {
  const shown = country && site.countries.includes(country) ? country : site.countries[0];
  if (!shown) return [];
  return regionsOf(shown).map((r) => ({ code: r.code, name: siteRegionName(site.countries, shown, r.code) ?? r.name, lat: r.lat, lon: r.lon }));
}

/**
 * What a lander or member landing shows: the site's real, visible profiles of the audience that the slug or the site's
 * niche names, nearest the visitor first; fictional ones keep their flag so the page labels them.
 */
export async function getLanderData(deps: Pick<AppDeps, 'db' | 'clock'>, input: LanderInput): Promise<LanderData> {
  const now = deps.clock.now();
  const { lander, slug } = input.query;
  const audience = landerAudience(input.site.niche, slug);
  const memberLanding = isMemberLanding(lander);
  const own = memberLanding && input.query.profile ? await landingProfile(deps, input, input.query.profile) : null;
  const viewer = viewerOf(input.site, input.auth);
  const blocked = await blockedEitherWay(deps.db, viewer);
  const where = [
    ...visibleProfilesScope(viewer, blocked),
    ...audienceConditions(audienceFilter(audience), now),
    ...(own ? [ne(profiles.id, own.profile.id)] : []),
  ];
  const rows = await audienceProfiles(deps.db, where, input.country, memberLanding ? MEMBER_LANDING_OTHERS : LANDER_PROFILE_COUNT);
  const aboutChars = LANDERS_WITH_ABOUT.has(lander) ? FEED_ABOUT_CHARS : null;
  return {
    lander,
    audience,
    profile: own ? presentProfile(input.site, own.profile, own.photo, now, Number.MAX_SAFE_INTEGER) : null,
    profiles: rows.map((r) => presentProfile(input.site, r.profile, r.photo, now, aboutChars)),
    regions: lander === 'maplanding' ? mapRegions(input.site, input.country) : [],
  };
}
