import { and, eq } from 'drizzle-orm';
import { messagePhotos, messages } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { photoKey, type PhotoSize } from '../../profiles/photo-store.js';
import type { StaffSession } from '../staff-sessions.js';
import { staffConversation } from './staff-conversation.js';

/**
 * A photo sent in a conversation staff may work on (a fictional profile's, on my sites), for the answering screen.
 * Only a photo of a message of that conversation: a key alone opens nothing.
 */
export async function readConversationPhoto(deps: Pick<AppDeps, 'db' | 'storage'>, who: StaffSession, input: { conversation: number; key: string; size: PhotoSize }): Promise<Buffer> {
  const { conversation } = await staffConversation(deps.db, who, input.conversation);
  const [photo] = await deps.db.select({ storageKey: messagePhotos.storageKey }).from(messagePhotos)
    .innerJoin(messages, eq(messages.photoId, messagePhotos.id))
    .where(and(eq(messagePhotos.storageKey, input.key), eq(messages.conversationId, conversation.id)));
  if (!photo) throw new DomainError('not_found');
  const body = await deps.storage.get(photoKey(photo.storageKey, input.size));
  if (!body) throw new DomainError('not_found');
  return body;
}
