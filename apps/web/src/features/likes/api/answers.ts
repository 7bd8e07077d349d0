import { autoLikeResponseSchema } from '@app/shared/contracts/discovery';
import { likeResponseSchema, likesResponseSchema } from '@app/shared/contracts/likes';
import { memberResponseSchema } from '@app/shared/contracts/profiles';

const SCHEMAS = {
  likes: likesResponseSchema,
  like: likeResponseSchema,
  autoLike: autoLikeResponseSchema,
  member: memberResponseSchema,
};

/**
 * The answer schemas of the likes calls, checked in development and tests only (as lib/answers.ts does for the
 * others): the condition is written out so production builds keep `{}` and drop the schemas.
 */
export const likesAnswers: Partial<typeof SCHEMAS> = import.meta.env.DEV || import.meta.env.MODE === 'test' ? SCHEMAS : {};
