import { ABOUT_MAX, MATCH_FINDER_MAX_INTERESTS, REPORT_TEXT_MAX, SWIPE_LIKES_PER_DAY, FREE_CONVERSATION_LIMIT, COMPLAINT_MESSAGE_MAX, COMPLAINT_MESSAGE_MIN, MIN_AGE, PASSWORD_MAX, PASSWORD_MIN, PROFILE_NAME_MAX, PROFILE_NAME_MIN, SIGNUP_MESSAGE_MAX } from '../constants.js';
import { DEFAULT_MESSAGE_LENGTH } from '../rules/chat.js';

/** Limits that error texts mention, so server and web fill them in alike. */
export const ERROR_PARAMS: Record<string, Record<string, string | number>> = {
  date_of_birth_required: { min_age: MIN_AGE },
  name_length: { min: PROFILE_NAME_MIN, max: PROFILE_NAME_MAX },
  password_length: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  signup_message_length: { max: SIGNUP_MESSAGE_MAX },
  complaint_message: { min: COMPLAINT_MESSAGE_MIN, max: COMPLAINT_MESSAGE_MAX },
  complaint_name: { min: 2, max: 100 },
  about_length: { max: ABOUT_MAX },
  message_too_long: { max: DEFAULT_MESSAGE_LENGTH },
  conversation_limit: { limit: FREE_CONVERSATION_LIMIT },
  swipe_limit: { limit: SWIPE_LIKES_PER_DAY },
  match_finder_interests: { max: MATCH_FINDER_MAX_INTERESTS },
  report_text: { max: REPORT_TEXT_MAX },
};
