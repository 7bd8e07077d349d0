import { z } from 'zod';
import { idField } from './profiles.js';

/** GET /api/notices.php: what staff want the member to see (warnings not yet acknowledged; the care notice while flagged). */
export const noticesResponseSchema = z.object({
  warnings: z.array(z.object({ id: z.number(), reason: z.string(), created_at: z.string() })),
  care: z.boolean(),
});
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;

/** POST /api/notices.php: "understood" on one of the member's own warnings. */
export const acknowledgeWarningBodySchema = z.object({ warning: idField }).strict();
export type AcknowledgeWarningBody = z.infer<typeof acknowledgeWarningBodySchema>;
