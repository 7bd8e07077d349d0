import { z } from 'zod';
import { LANDER_AUDIENCES, LANDER_NAMES } from '../rules/landers.js';
import { idParam, memberCardSchema } from './profiles.js';

export {
  isMemberLanding, LANDER_NAMES, LANDER_PROFILE_COUNT, LANDERS, landerMainImage, landerOfRoute, MEMBER_LANDING_OTHERS, MEMBER_LANDINGS,
  type LanderName, type MemberLandingName,
} from '../rules/landers.js';

/** GET /api/lander.php: what a lander shows, for a refresh after the first paint (the page carries the first one). */
export const landerQuerySchema = z.object({
  lander: z.enum(LANDER_NAMES, { error: 'not_found' }),
  slug: z.string().max(100, { error: 'not_found' }).optional(),
  profile: idParam.optional(),
});
export type LanderQuery = z.infer<typeof landerQuerySchema>;

/** A profile's public main photo: the square thumbnail (400 px) and the full image with its size. */
export const landerPhotoSchema = z.object({ thumb: z.string(), full: z.string(), width: z.number(), height: z.number() }).strict();

/** Only what a visitor may see of a profile; `about` only where the lander shows it and the site shows the field. */
export const landerProfileSchema = memberCardSchema.pick({
  id: true, name: true, age: true, gender: true, country: true, region: true, region_name: true, city: true, fictional: true,
  // Real members active in the last minutes; never true for a fictional profile.
  online_recently: true,
}).extend({
  /** Always there on a lander's list (only profiles with a public main photo are shown); a member landing's may lack one. */
  photo: landerPhotoSchema.nullable(),
  about: z.string().nullable().optional(),
}).strict();
export type LanderProfile = z.infer<typeof landerProfileSchema>;

/** A region of the visitor's country for the map lander (its centre, from the shipped region data). */
export const landerRegionSchema = z.object({ code: z.string(), name: z.string(), lat: z.number(), lon: z.number() }).strict();
export type LanderRegion = z.infer<typeof landerRegionSchema>;

export const landerDataSchema = z.object({
  lander: z.enum(LANDER_NAMES),
  audience: z.enum(LANDER_AUDIENCES),
  /** The member landing's profile; null on landers, and when the profile is not (or no longer) visible. */
  profile: landerProfileSchema.nullable(),
  profiles: z.array(landerProfileSchema),
  /** Only for the map lander. */
  regions: z.array(landerRegionSchema),
});
export type LanderData = z.infer<typeof landerDataSchema>;
