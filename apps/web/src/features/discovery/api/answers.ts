import { matchFinderResponseSchema, swipeResponseSchema, swipeStateSchema } from '@app/shared/contracts/discovery';

const SCHEMAS = {
  swipeState: swipeStateSchema,
  swipe: swipeResponseSchema,
  matchFinder: matchFinderResponseSchema,
};

/**
 * The answer schemas of the discovery calls, checked in development and tests only (as lib/answers.ts does for the
 * others): the condition is written out so production builds keep `{}` and drop the schemas.
 */
export const discoveryAnswers: Partial<typeof SCHEMAS> = import.meta.env.DEV || import.meta.env.MODE === 'test' ? SCHEMAS : {};
