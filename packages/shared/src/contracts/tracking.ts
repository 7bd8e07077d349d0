import { z } from 'zod';

/** The longest page path the page-bounce log keeps. */
export const PAGE_PATH_MAX = 512;
/** A page hidden a day after it loaded is no bounce worth a row. */
export const PAGE_MS_MAX = 86_400_000;

/**
 * POST /api/page-hidden.php (spec 7): the beacon's address carries lb (the log is on for the tab), the page's path and
 * the milliseconds since it loaded; without lb=1 the call is accepted and nothing is recorded.
 */
export const pageHiddenQuerySchema = z.object({
  lb: z.enum(['0', '1'], { error: 'validation' }).optional(),
  path: z.string({ error: 'validation' }).min(1, { error: 'validation' }).max(PAGE_PATH_MAX, { error: 'validation' })
    .regex(/^\/[^\u0000-\u001f\u007f]*$/, { error: 'validation' }).optional(),
  ms: z.string({ error: 'validation' }).regex(/^\d{1,8}$/, { error: 'validation' }).transform(Number)
    .pipe(z.number().max(PAGE_MS_MAX, { error: 'validation' })).optional(),
}).refine((q) => q.lb !== '1' || (q.path !== undefined && q.ms !== undefined), { error: 'validation', path: ['path'] });
export type PageHiddenQuery = z.infer<typeof pageHiddenQuerySchema>;

/** The spec's empty JSON. */
export const pageHiddenBodySchema = z.object({}).strict();
