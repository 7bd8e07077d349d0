import { z } from 'zod';
import { GENDERS, INTERESTS, MATCH_FINDER_MAX_INTERESTS, MAX_AGE, MIN_AGE, REPORT_REASONS, REPORT_TEXT_MAX } from '../constants.js';
import { idField, memberCardSchema } from './profiles.js';

/** GET /api/swipe.php: the next cards of the swipe game and today's allowance (spec 9: 4 likes a day). */
export const swipeStateSchema = z.object({
  candidates: z.array(memberCardSchema),
  /** Likes left today; 0 means the wait screen. */
  remaining: z.number(),
  limit: z.number(),
  /** When the next day's allowance begins (the site's midnight), ISO 8601. */
  renews_at: z.string(),
  /** The server's clock, so the countdown does not depend on the device's clock being right. */
  now: z.string(),
});
export type SwipeState = z.infer<typeof swipeStateSchema>;

/** POST /api/swipe.php: like or pass the card on top. */
export const swipeBodySchema = z.object({ profile: idField, decision: z.enum(['like', 'pass'], { error: 'validation' }) }).strict();
export type SwipeBody = z.infer<typeof swipeBodySchema>;
export const swipeResponseSchema = z.object({
  decision: z.enum(['like', 'pass']),
  match: z.boolean(),
  remaining: z.number(),
  renews_at: z.string(),
  now: z.string(),
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

const age = z.number({ error: 'age_range' }).int({ error: 'age_range' }).min(MIN_AGE, { error: 'age_range' }).max(MAX_AGE, { error: 'age_range' });

/** The match finder's questionnaire (kept per member): who, age range, region, a few interests. */
export const matchFinderAnswersSchema = z.object({
  genders: z.array(z.enum(GENDERS, { error: 'profile_value' })).min(1, { error: 'match_finder_who' }).max(2),
  min_age: age,
  max_age: age,
  /** A region code of the member's country; null: anywhere in the country. */
  region: z.string().max(16, { error: 'region_unknown' }).nullable(),
  interests: z.array(z.enum(INTERESTS, { error: 'profile_value' })).max(MATCH_FINDER_MAX_INTERESTS, { error: 'match_finder_interests' }),
}).strict().refine((a) => a.min_age <= a.max_age, { error: 'age_range', path: ['max_age'] });
export type MatchFinderAnswers = z.infer<typeof matchFinderAnswersSchema>;

export const matchCardSchema = memberCardSchema.extend({ score: z.number(), shared_interests: z.array(z.string()), liked: z.boolean() });
export type MatchCard = z.infer<typeof matchCardSchema>;

/** GET /api/match-finder.php: the kept answers (or the defaults from the profile, `saved` false) and the ranked list. */
export const matchFinderResponseSchema = z.object({
  answers: matchFinderAnswersSchema,
  saved: z.boolean(),
  results: z.array(matchCardSchema),
});
export type MatchFinderResponse = z.infer<typeof matchFinderResponseSchema>;

/** GET /api/auto-like.php: the match overlay's suggestion when it is given no profile (null: nobody fits). */
export const autoLikeResponseSchema = z.object({ profile: memberCardSchema.nullable() });

/** POST /api/report.php: a member reports a profile (or one of its messages) for moderation. */
export const reportBodySchema = z.object({
  profile: idField,
  message: idField.optional(),
  reason: z.enum(REPORT_REASONS, { error: 'report_reason' }),
  text: z.string({ error: 'validation' }).trim().max(REPORT_TEXT_MAX, { error: 'report_text' }).optional(),
}).strict();
export type ReportBody = z.infer<typeof reportBodySchema>;
export const reportResponseSchema = z.object({ ok: z.literal(true) });
