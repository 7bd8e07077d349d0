import { z } from 'zod';
import { LIKE_TABS } from '../rules/likes.js';
import { idField, memberCardSchema } from './profiles.js';

/** POST and DELETE /api/like.php: the profile liked or unliked. */
export const likeBodySchema = z.object({ profile: idField }).strict();
export type LikeBody = z.infer<typeof likeBodySchema>;

/** Where the member stands with that profile afterwards: `match` when both like each other. */
export const likeResponseSchema = z.object({ liked: z.boolean(), match: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /api/likes.php?type=received|given|matches&page= (received by default). */
export const likesQuerySchema = z.object({
  type: z.enum(LIKE_TABS, { error: 'validation' }).default('received'),
  page: z.coerce.number({ error: 'validation' }).int({ error: 'validation' }).min(1, { error: 'validation' }).max(10_000, { error: 'validation' }).default(1),
});
export type LikesQuery = z.infer<typeof likesQuerySchema>;

/** Spec 3's liked-by entry: who liked the member, and whether the member has not looked yet. */
export const likedByEntrySchema = z.object({ id: z.number(), like_new: z.boolean() });

/**
 * Spec 3's likes response (`profiles`, `liked_by`) plus what the tabs need: `profiles` are the cards of the asked tab
 * (newest like first), `liked_by` every profile that liked the member (for badges and "new" markers), counts per tab.
 */
export const likesResponseSchema = z.object({
  type: z.enum(LIKE_TABS),
  profiles: z.array(memberCardSchema.extend({ like_new: z.boolean(), match: z.boolean() })),
  liked_by: z.array(likedByEntrySchema),
  new_likes: z.number(),
  counts: z.object({ received: z.number(), given: z.number(), matches: z.number() }),
  page: z.number(),
  pages: z.number(),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;
