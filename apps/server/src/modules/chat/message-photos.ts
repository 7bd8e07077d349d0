import { and, eq, gt } from 'drizzle-orm';
import { conversationMembers, messagePhotos, messages, type MessagePhotoRow } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { photoKey, processPhoto, storePhoto, type PhotoSize } from '../profiles/photo-store.js';
import { repliesHeldFor } from './chat.policy.js';

/**
 * POST message-photo.php: a photo for a message, through the profile photo pipeline (decided by content, size
 * checked before decoding, re-encoded without EXIF or GPS). It belongs to no profile and is seen by no one until it
 * is sent; then by the two members of that conversation only.
 */
export async function uploadMessagePhoto(deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>, auth: AuthenticatedSession, input: Buffer): Promise<MessagePhotoRow> {
  const processed = await processPhoto(input);
  const storageKey = await storePhoto(deps.storage, processed);
  const [row] = await deps.db.insert(messagePhotos).values({
    siteId: auth.profile.siteId, ownerProfileId: auth.profile.id, storageKey, width: processed.width, height: processed.height, createdAt: deps.clock.now(),
  }).returning();
  return row!;
}

/** GET message-photo.php: the sender, or the recipient of the message that carries it (not while replies are held). */
export async function readMessagePhoto(deps: Pick<AppDeps, 'db' | 'storage'>, auth: AuthenticatedSession, storageKey: string, size: PhotoSize): Promise<Buffer> {
  const notFound = () => new DomainError('not_found');
  const [photo] = await deps.db.select().from(messagePhotos).where(and(eq(messagePhotos.storageKey, storageKey), eq(messagePhotos.siteId, auth.profile.siteId)));
  if (!photo) throw notFound();
  if (photo.ownerProfileId !== auth.profile.id) {
    if (repliesHeldFor(auth.user.status)) throw notFound();
    // Received, and not deleted by this member since (deleting a chat or blocking hides its history).
    const [sent] = await deps.db.select({ id: messages.id }).from(messages)
      .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.profileId, auth.profile.id)))
      .where(and(eq(messages.photoId, photo.id), eq(messages.recipientProfileId, auth.profile.id), gt(messages.id, conversationMembers.hiddenUpTo)));
    if (!sent) throw notFound();
  }
  const body = await deps.storage.get(photoKey(photo.storageKey, size));
  if (!body) throw notFound();
  return body;
}
