import type { Gender } from '../constants.js';

/**
 * Spec 9: a site's niche (1 to 7) names its landing audience, the slug prefix of its landers; a lander's slug that
 * starts with a known prefix ("milf", "milf-amsterdam") speaks to that audience instead. The audience decides which
 * profiles a lander shows and which copy it uses.
 */
export const LANDER_AUDIENCES = ['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type LanderAudience = (typeof LANDER_AUDIENCES)[number];

/** Niche n is the n-th audience: 1 none, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay. */
export function nicheAudience(niche: number): LanderAudience {
  return LANDER_AUDIENCES[niche - 1] ?? 'none';
}

/** The audience a slug names: a known prefix followed by the end or a separator ("milf-amsterdam"), else null. */
export function slugAudience(slug: string | null | undefined): LanderAudience | null {
  const found = /^([a-z]+)(?:$|[^a-z])/.exec((slug ?? '').toLowerCase());
  const prefix = found?.[1];
  // "none" is the absence of a prefix, never one itself; a word that merely starts like one ("shelter") is no prefix.
  return prefix && prefix !== 'none' && (LANDER_AUDIENCES as readonly string[]).includes(prefix) ? prefix as LanderAudience : null;
}

/** The slug's audience when it names one, else the site's niche. */
export function landerAudience(niche: number, slug?: string | null): LanderAudience {
  return slugAudience(slug) ?? nicheAudience(niche);
}

/** Which profiles an audience sees; every field is a condition, an absent one means "any". */
export interface AudienceFilter {
  gender?: Gender;
  /** Ages in whole years, both inclusive. */
  minAge?: number;
  maxAge?: number;
  /** At least one of these interests. */
  interestsAny?: readonly string[];
  bodyType?: string;
  sexualities?: ReadonlyArray<'hetero' | 'gay' | 'lesbian' | 'bi'>;
}

const AUDIENCE_FILTERS: Record<LanderAudience, AudienceFilter> = {
  // The visitor's usual: the site's profiles as they come.
  none: {},
  she: { gender: 'female' },
  bdsm: { interestsAny: ['bondage', 'sadomasochism'] },
  bbw: { bodyType: 'fat' },
  gilf: { gender: 'female', minAge: 60 },
  milf: { gender: 'female', minAge: 35, maxAge: 55 },
  // Men seeking men: men whose sexuality includes men.
  gay: { gender: 'male', sexualities: ['gay', 'bi'] },
};

export const audienceFilter = (audience: LanderAudience): AudienceFilter => AUDIENCE_FILTERS[audience];

/** The audience's copy in the web catalogue ("web." left off, as the landers' texts are written into the page). */
export const audienceCopyKey = (audience: LanderAudience) => `landers.audience.${audience}`;

/** Whether a profile belongs to an audience: the same conditions the server's query applies, for tests and checks. */
export function fitsAudience(filter: AudienceFilter, profile: { gender: Gender | null; age: number; interests: readonly string[]; bodyType: string | null; sexuality: string | null }): boolean {
  if (filter.gender && profile.gender !== filter.gender) return false;
  if (filter.minAge !== undefined && profile.age < filter.minAge) return false;
  if (filter.maxAge !== undefined && profile.age > filter.maxAge) return false;
  if (filter.interestsAny && !filter.interestsAny.some((i) => profile.interests.includes(i))) return false;
  if (filter.bodyType && profile.bodyType !== filter.bodyType) return false;
  if (filter.sexualities && !(filter.sexualities as readonly string[]).includes(profile.sexuality ?? '')) return false;
  return true;
}

/** The landers of spec 2 (/landers/<name>) and the three member landings (/members/{id}/<name>). */
export const LANDERS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video', 'tinderswipe'] as const;
export const MEMBER_LANDINGS = ['landing', 'landing2', 'landing3'] as const;
export const LANDER_NAMES = [...LANDERS, ...MEMBER_LANDINGS] as const;
export type LanderName = (typeof LANDER_NAMES)[number];
export type MemberLandingName = (typeof MEMBER_LANDINGS)[number];

export const isMemberLanding = (name: LanderName): name is MemberLandingName => (MEMBER_LANDINGS as readonly string[]).includes(name);

/** How many profiles a lander shows; a member landing shows its one profile and a few others below it. */
export const LANDER_PROFILE_COUNT = 12;
export const MEMBER_LANDING_OTHERS = 4;

/** The lander a route of the shared table shows ('landers-gallery' -> gallery, 'members-id-landing2-slug' -> landing2). */
export function landerOfRoute(routeName: string): LanderName | null {
  const name = /^landers-(\w+)$/.exec(routeName)?.[1] ?? /^members-id-(landing\d?)(?:-slug)?$/.exec(routeName)?.[1];
  return name && (LANDER_NAMES as readonly string[]).includes(name) ? name as LanderName : null;
}

/** A profile's photo addresses as landers present them. */
export interface LanderPhoto { thumb: string; full: string; width: number; height: number }

/** Landers whose first picture is large (a hero, a card, a video frame) use the full image; the others a thumbnail. */
const FULL_MAIN_IMAGE = new Set<string>(['alonetonight', 'transitionsvideolanding', 'video', 'tinderswipe', 'socialnetwork']);

/**
 * The lander's main image: the first picture it paints. The server preloads it (fetchpriority high) and the lander
 * renders exactly this address first, so the browser fetches it once, early.
 */
export function landerMainImage(data: { lander: string; profile: { photo: LanderPhoto | null } | null; profiles: ReadonlyArray<{ photo: LanderPhoto | null }> }): string | null {
  // A member landing leads with its profile; without it (gone), with the grid of others.
  if (data.profile) return data.profile.photo?.full ?? null;
  const photo = data.profiles[0]?.photo;
  if (!photo) return null;
  return FULL_MAIN_IMAGE.has(data.lander) ? photo.full : photo.thumb;
}
