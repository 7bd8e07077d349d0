import { okResponseSchema, userResponseSchema } from '@app/shared/contracts/accounts';
import { complaintResponseSchema } from '@app/shared/contracts/complaints';
import {
  geocodeResponseSchema, memberResponseSchema, ownProfileResponseSchema, photoResponseSchema, searchResponseSchema,
} from '@app/shared/contracts/profiles';
import {
  chatsResponseSchema, messagePhotoResponseSchema, messagesResponseSchema, readResponseSchema, sendMessageResponseSchema,
} from '@app/shared/contracts/chat';
import { companyInfoSchema, regionsResponseSchema, siteSettingsSchema } from '@app/shared/contracts/sites';

/** The answer schemas of the API's calls, from the contracts the server answers with. */
const SCHEMAS = {
  settings: siteSettingsSchema,
  companyInfo: companyInfoSchema,
  regions: regionsResponseSchema,
  user: userResponseSchema,
  ok: okResponseSchema,
  search: searchResponseSchema,
  member: memberResponseSchema,
  ownProfile: ownProfileResponseSchema,
  photo: photoResponseSchema,
  geocode: geocodeResponseSchema,
  complaint: complaintResponseSchema,
  chats: chatsResponseSchema,
  messages: messagesResponseSchema,
  sendMessage: sendMessageResponseSchema,
  read: readResponseSchema,
  messagePhoto: messagePhotoResponseSchema,
};

/**
 * What a call passes as apiRequest's `schema` (`{ schema: answers.user }`), so its answer is checked in development
 * and tests. The condition is written out here, not imported: production builds see a constant, keep `{}`, and
 * drop the schemas and zod (vite.config.ts tells the bundler the shared package has no side effects).
 */
export const answers: Partial<typeof SCHEMAS> = import.meta.env.DEV || import.meta.env.MODE === 'test' ? SCHEMAS : {};
