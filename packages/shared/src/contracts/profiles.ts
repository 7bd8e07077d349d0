import { z } from 'zod';
import {
  ABOUT_MAX, BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, INTERESTS, JOIN_REASONS, MAX_AGE, MIN_AGE, RELATIONSHIP_STATUSES,
  SEARCH_SORTS, SEXUALITIES, TATTOO_OPTIONS,
} from '../constants.js';
import { checkProfileName } from '../rules/profile-name.js';

export { SEARCH_SORTS, type SearchSort } from '../constants.js';

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, error: string) => z.enum(values, { error }).nullable().optional();

/** Markup is never kept: tags are removed, whitespace tidied, the length limited. */
export const cleanAboutText = (text: string) => text.replace(/<[^>]*>/g, '').replace(/[<>]/g, '').replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();

/** PUT /api/profile.php: the member's own profile; every field optional, null clears it. */
export const profileUpdateSchema = z.object({
  name: z.string({ error: 'name_length' }).trim().optional(),
  gender: optionalEnum(GENDERS, 'profile_value'),
  sexuality: optionalEnum(SEXUALITIES, 'profile_value'),
  region: z.string().max(16, { error: 'region_unknown' }).nullable().optional(),
  city: z.string().trim().max(80, { error: 'region_unknown' }).nullable().optional(),
  hair_color: optionalEnum(HAIR_COLORS, 'profile_value'),
  eye_color: optionalEnum(EYE_COLORS, 'profile_value'),
  body_type: optionalEnum(BODY_TYPES, 'profile_value'),
  relationship_status: optionalEnum(RELATIONSHIP_STATUSES, 'profile_value'),
  tattoos: optionalEnum(TATTOO_OPTIONS, 'profile_value'),
  reason: optionalEnum(JOIN_REASONS, 'profile_value'),
  about: z.string().transform(cleanAboutText).pipe(z.string().max(ABOUT_MAX, { error: 'about_length' })).nullable().optional(),
  interests: z.array(z.enum(INTERESTS, { error: 'profile_value' })).max(INTERESTS.length).optional(),
}).strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Checks the name with the signup rules (it must differ from the member's e-mail address). */
export const nameProblem = (name: string, email: string) => checkProfileName(name, email);

/** Every id in a query or body fits the integer columns; a larger one is refused before it reaches the database. */
export const ID_MAX = 2_147_483_647;
/** An id in the query string: anything but a positive integer within range is "not found". */
export const idParam = z.coerce.number({ error: 'not_found' }).int({ error: 'not_found' }).min(1, { error: 'not_found' }).max(ID_MAX, { error: 'not_found' });
/** An id in a JSON body: a wrong one is a validation error. */
export const idField = z.number({ error: 'validation' }).int({ error: 'validation' }).min(1, { error: 'validation' }).max(ID_MAX, { error: 'validation' });
export const idQuerySchema = z.object({ id: idParam });
export const profileIdBodySchema = z.object({ profile_id: idField });
export const invisibleBodySchema = z.object({ invisible: z.boolean({ error: 'validation' }) });

/** A photo's address carries an unguessable key (not its sequential id), and every read is still authorised. */
export const photoReadQuerySchema = z.object({
  key: z.string({ error: 'not_found' }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'not_found' }),
  size: z.enum(['thumb', 'full']).default('thumb'),
});
export const photoUpdateBodySchema = z.object({ main: z.literal(true).optional(), private: z.boolean().optional() }).strict();

export const photoSchema = z.object({
  id: z.number(),
  thumb_url: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'active', 'rejected']),
  private: z.boolean(),
  main: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

export const mainImageSchema = z.object({ thumb_filename: z.string(), filename: z.string(), status: z.string(), match: z.boolean() }).nullable();

/** A search result card. */
export const memberCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  age: z.number(),
  gender: z.enum(GENDERS).nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  region_name: z.string().nullable(),
  city: z.string().nullable(),
  main_image: mainImageSchema,
  fictional: z.boolean(),
  online_recently: z.boolean(),
  /** Only for a logged-in viewer: the viewer already likes this profile (the card's Like button shows it). */
  liked: z.boolean().optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** What the viewer may do with a profile, decided by the server's policy; the web app shows buttons from it. */
export const memberAbilitiesSchema = z.object({
  can_chat: z.boolean(),
  can_like: z.boolean(),
  can_gift: z.boolean(),
  can_block: z.boolean(),
  can_see_private_photos: z.boolean(),
});
export type MemberAbilities = z.infer<typeof memberAbilitiesSchema>;

/** GET /api/member.php?id=: a profile as the viewer may see it (fields limited to the site's visible_profile_fields). */
export const memberProfileSchema = memberCardSchema.extend({
  sexuality: z.enum(SEXUALITIES).nullable().optional(),
  hair_color: z.string().nullable().optional(),
  eye_color: z.string().nullable().optional(),
  body_type: z.string().nullable().optional(),
  relationship_status: z.string().nullable().optional(),
  tattoos: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  about: z.string().nullable().optional(),
  interests: z.array(z.string()).optional(),
  photos: z.array(photoSchema),
  photo_count: z.number(),
  more_photos_locked: z.boolean(),
  blocked_by_me: z.boolean(),
  blocked_me: z.boolean(),
  /** The viewer likes this profile; `match`: and it likes the viewer back. */
  liked: z.boolean(),
  match: z.boolean(),
  abilities: memberAbilitiesSchema,
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const ageParam = z.coerce.number({ error: 'age_range' }).int().min(MIN_AGE, { error: 'age_range' }).max(MAX_AGE, { error: 'age_range' });

/** GET /api/members.php: the spec's search state. */
export const searchQuerySchema = z.object({
  gender: z.enum(GENDERS, { error: 'profile_value' }).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'profile_value' }).optional(),
  countryregion: z.string().max(16).optional(),
  min_age: ageParam.optional(),
  max_age: ageParam.optional(),
  sexuality: z.enum(SEXUALITIES, { error: 'profile_value' }).optional(),
  /** Only profiles with a (public, approved) main photo. */
  with_photo: z.literal('1', { error: 'validation' }).optional(),
  /** Recent activity (default), newest members, or nearby (the viewer's region first, then the country). */
  sort: z.enum(SEARCH_SORTS, { error: 'validation' }).default('active'),
  page: z.coerce.number().int().min(1).max(500).default(1),
}).refine((q) => !q.min_age || !q.max_age || q.min_age <= q.max_age, { error: 'age_range', path: ['max_age'] });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  profiles: z.array(memberCardSchema),
  /** Exact up to 1000; with moreResults, "1000+" (refine the filters to see them all). */
  numResults: z.number(),
  moreResults: z.boolean(),
  page: z.number(),
  pages: z.number(),
  similar: z.array(memberCardSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * The member's first search as the server writes it into /members opened without one: where their search starts
 * (as the page's address, string values) and its first page, the answer GET members.php gives for it.
 */
export interface FirstSearch { query: Record<string, string>; result: SearchResponse }

export const geocodeQuerySchema = z.object({
  lat: z.coerce.number({ error: 'geocode_failed' }).min(-90).max(90),
  lon: z.coerce.number({ error: 'geocode_failed' }).min(-180).max(180),
});
export const geocodeResponseSchema = z.object({ country: z.string(), region: z.string(), region_name: z.string(), city: z.string() });

export const ownProfileSchema = memberProfileSchema.extend({ invisible: z.boolean(), date_of_birth: z.string() });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const memberResponseSchema = z.object({ profile: memberProfileSchema });
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });
export const photoResponseSchema = z.object({ photo: photoSchema });
