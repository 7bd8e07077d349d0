import { z } from 'zod';

/** Every error answer: a stable code for programs, a localised message for people. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    suggestion: z.string().optional(),
    link: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
/** The `error` object of every error answer; the web app's ApiError carries it. */
export type ApiErrorBody = ApiError['error'];

/** The spec's logged-out answer (a 403 the client treats as logout). */
export const authenticationRequiredSchema = z.object({
  authentication_required: z.literal(true),
  error: apiErrorSchema.shape.error,
});
