import { notificationsResponseSchema } from '@app/shared/contracts/notifications';

const SCHEMAS = { notifications: notificationsResponseSchema };

/**
 * The answer schemas of the notifications calls, checked in development and tests only (as lib/answers.ts does for
 * the others): the condition is written out so production builds keep `{}` and drop the schemas.
 */
export const notificationsAnswers: Partial<typeof SCHEMAS> = import.meta.env.DEV || import.meta.env.MODE === 'test' ? SCHEMAS : {};
