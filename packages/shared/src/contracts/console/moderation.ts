import { z } from 'zod';
import { consoleProfileFields } from './profile-fields.js';
import {
  ABOUT_MAX, BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, INTERESTS, JOIN_REASONS, RELATIONSHIP_STATUSES, SEXUALITIES,
  TATTOO_OPTIONS,
} from '../../constants.js';
import { checkDateOfBirth } from '../../rules/age.js';
import { cleanAboutText, idField, idParam } from '../profiles.js';
import { consoleListQuerySchema, reasonField } from './auth.js';

// ---------------------------------------------------------------- photos

/** Why a photo was refused: the statement of reasons (DSA art. 17) names one of these, in the member's language. */
export const PHOTO_REJECT_REASONS = [
  'not_a_person', 'nudity_in_public_photo', 'minor', 'someone_else', 'contact_details', 'illegal', 'poor_quality', 'other',
] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

/** A moderator's free text, shown to the member with the reason. */
const noteField = z.string({ error: 'validation' }).trim().max(1000, { error: 'console_note_length' });

/** GET /api/console/photos.php?site=&page= */
export const photoQueueQuerySchema = consoleListQuerySchema;

export const pendingPhotoSchema = z.object({
  id: z.number(),
  site_id: z.number(),
  profile_id: z.number(),
  user_id: z.number(),
  profile_name: z.string(),
  fictional: z.boolean(),
  uploaded_at: z.string(),
  /** The profile has no active photo yet: approving this one makes it the main photo. */
  first_photo: z.boolean(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  thumb_url: z.string(),
});
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;
export const photoQueueResponseSchema = z.object({ photos: z.array(pendingPhotoSchema), total: z.number(), more: z.boolean() });
export type PhotoQueueResponse = z.infer<typeof photoQueueResponseSchema>;

/** GET /api/console/photos/file.php?key=&size=: any photo, for staff. */
export const consolePhotoFileQuerySchema = z.object({
  key: z.string({ error: 'not_found' }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'not_found' }),
  size: z.enum(['thumb', 'full'], { error: 'not_found' }).default('full'),
});

export const photoDecisionBodySchema = z.object({ photo: idField }).strict();
export type PhotoDecisionBody = z.infer<typeof photoDecisionBodySchema>;
export const photoRejectBodySchema = z.object({
  photo: idField,
  reason: z.enum(PHOTO_REJECT_REASONS, { error: 'console_reject_reason' }),
  note: noteField.optional(),
}).strict();
export type PhotoRejectBody = z.infer<typeof photoRejectBodySchema>;

// ---------------------------------------------------------------- cases (reports and complaints)

export const CASE_KINDS = ['report', 'complaint'] as const;
export type CaseKindName = (typeof CASE_KINDS)[number];
export const CASE_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** What was decided on a notice (DSA art. 16/17); the ban or warning itself is done on the member page. */
export const CASE_DECISIONS = ['no_action', 'content_removed', 'profile_restricted', 'member_warned', 'member_banned', 'other'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

const kindField = z.enum(CASE_KINDS, { error: 'not_found' });

export const caseListQuerySchema = consoleListQuerySchema.extend({
  status: z.enum(CASE_STATUSES, { error: 'validation' }).optional(),
  kind: z.enum(CASE_KINDS, { error: 'validation' }).optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

export const caseSummarySchema = z.object({
  kind: z.enum(CASE_KINDS),
  id: z.number(),
  site_id: z.number(),
  status: z.enum(CASE_STATUSES),
  /** Report: its reason; complaint: its category. */
  topic: z.string(),
  /** Report: the reported profile's name; complaint: its subject (or the start of its message). */
  title: z.string(),
  reference: z.string(),
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;
export const caseListResponseSchema = z.object({ cases: z.array(caseSummarySchema), more: z.boolean() });
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

export const caseQuerySchema = z.object({ kind: kindField, id: idParam });

const personSchema = z.object({
  /** The member's user id (link to /console/members/<id>), if the person is a member. */
  user_id: z.number().nullable(),
  profile_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
});

export const reportedProfileSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  about: z.string().nullable(),
  status: z.string(),
  fictional: z.boolean(),
  banned: z.boolean(),
  photo_url: z.string().nullable(),
});

export const caseMessageSchema = z.object({
  id: z.number(),
  sender_profile_id: z.number(),
  kind: z.string(),
  text: z.string().nullable(),
  created_at: z.string(),
  /** The reported message itself (the others are its context). */
  reported: z.boolean(),
});

export const caseReplySchema = z.object({
  id: z.number(),
  staff_name: z.string().nullable(),
  text: z.string(),
  decision: z.enum(CASE_DECISIONS).nullable(),
  created_at: z.string(),
});

export const caseDetailSchema = caseSummarySchema.extend({
  /** Report: the reporter's explanation; complaint: the message. */
  text: z.string().nullable(),
  subject: z.string().nullable(),
  decision: z.enum(CASE_DECISIONS).nullable(),
  resolved_at: z.string().nullable(),
  reporter: personSchema,
  profile: reportedProfileSchema.nullable(),
  messages: z.array(caseMessageSchema),
  replies: z.array(caseReplySchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export const caseResponseSchema = z.object({ case: caseDetailSchema });

const caseRef = { kind: kindField, id: idField };
export const caseAssignBodySchema = z.object({ ...caseRef, staff: idField.optional() }).strict();
export type CaseAssignBody = z.infer<typeof caseAssignBodySchema>;
export const caseReplyBodySchema = z.object({
  ...caseRef,
  text: z.string({ error: 'console_reply_length' }).trim().min(3, { error: 'console_reply_length' }).max(5000, { error: 'console_reply_length' }),
}).strict();
export type CaseReplyBody = z.infer<typeof caseReplyBodySchema>;
export const caseDecideBodySchema = z.object({
  ...caseRef,
  decision: z.enum(CASE_DECISIONS, { error: 'console_case_decision' }),
  reasons: reasonField,
}).strict();
export type CaseDecideBody = z.infer<typeof caseDecideBodySchema>;

// ---------------------------------------------------------------- fictional profiles

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'profile_value' }).nullable().optional();

/**
 * Every field of a profile as staff edit it: the member's own rules (name, values, region and city checked on the
 * server as for members) plus the date of birth (18 or older) and the country. `is_fictional` is no field: always on.
 */
const fictionalFields = {
  name: z.string({ error: 'name_length' }).trim(),
  date_of_birth: z.string({ error: 'date_of_birth_required' }).trim().superRefine((value, ctx) => {
    const problem = checkDateOfBirth(value, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  country: z.string({ error: 'profile_value' }).regex(/^[A-Z]{2}$/, { error: 'profile_value' }),
  gender: z.enum(GENDERS, { error: 'profile_value' }),
  sexuality: optionalEnum(SEXUALITIES),
  region: z.string().max(16, { error: 'region_unknown' }).nullable().optional(),
  city: z.string().trim().max(80, { error: 'region_unknown' }).nullable().optional(),
  hair_color: optionalEnum(HAIR_COLORS),
  eye_color: optionalEnum(EYE_COLORS),
  body_type: optionalEnum(BODY_TYPES),
  relationship_status: optionalEnum(RELATIONSHIP_STATUSES),
  tattoos: optionalEnum(TATTOO_OPTIONS),
  reason: optionalEnum(JOIN_REASONS),
  about: z.string().transform(cleanAboutText).pipe(z.string().max(ABOUT_MAX, { error: 'about_length' })).nullable().optional(),
  interests: z.array(z.enum(INTERESTS, { error: 'profile_value' })).max(INTERESTS.length).optional(),
  /** Disabled: out of search and unable to be written to, kept for its conversations. */
  status: z.enum(['active', 'disabled'], { error: 'profile_value' }).optional(),
};

export const fictionalCreateBodySchema = z.object({ site: idField, ...fictionalFields }).strict();
export type FictionalCreateBody = z.infer<typeof fictionalCreateBodySchema>;
export const fictionalUpdateBodySchema = z.object({ id: idField, ...fictionalFields }).partial().required({ id: true }).strict();
export type FictionalUpdateBody = z.infer<typeof fictionalUpdateBodySchema>;

export const fictionalListQuerySchema = consoleListQuerySchema.extend({
  q: z.string({ error: 'validation' }).trim().max(100, { error: 'validation' }).default(''),
});
export type FictionalListQuery = z.infer<typeof fictionalListQuerySchema>;

export const fictionalHitSchema = z.object({
  id: z.number(),
  site_id: z.number(),
  name: z.string(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  status: z.string(),
  photo_url: z.string().nullable(),
  photos: z.number(),
});
export type FictionalHit = z.infer<typeof fictionalHitSchema>;
export const fictionalListResponseSchema = z.object({ profiles: z.array(fictionalHitSchema), more: z.boolean() });
export type FictionalListResponse = z.infer<typeof fictionalListResponseSchema>;

export const fictionalPhotoSchema = z.object({
  id: z.number(), status: z.string(), private: z.boolean(), main: z.boolean(), url: z.string(), thumb_url: z.string(),
});
export const fictionalProfileSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  site_id: z.number(),
  name: z.string(),
  ...consoleProfileFields,
  age: z.number().nullable(),
  gender: z.enum(GENDERS).nullable(),
  sexuality: z.enum(SEXUALITIES).nullable(),
  status: z.enum(['active', 'disabled']),
  fictional: z.literal(true),
  photos: z.array(fictionalPhotoSchema),
});
export type FictionalProfile = z.infer<typeof fictionalProfileSchema>;
export const fictionalProfileResponseSchema = z.object({ profile: fictionalProfileSchema });
export const fictionalQuerySchema = z.object({ id: idParam });
/** DELETE …/fictional/photo.php and POST …/fictional/photo-main.php: a photo of that fictional profile. */
export const fictionalPhotoBodySchema = z.object({ id: idField, photo: idField }).strict();
export type FictionalPhotoBody = z.infer<typeof fictionalPhotoBodySchema>;

/** GET /api/console/fictional/regions.php?site=: the regions and cities of a site's countries, for the editor's choices. */
export const fictionalRegionsQuerySchema = z.object({ site: idParam });
export const fictionalRegionsResponseSchema = z.object({
  countries: z.array(z.string()),
  regions: z.array(z.object({ code: z.string(), country: z.string(), name: z.string(), cities: z.array(z.string()) })),
});
export type FictionalRegionsResponse = z.infer<typeof fictionalRegionsResponseSchema>;
