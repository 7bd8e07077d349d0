import { eq } from 'drizzle-orm';
import { photos } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { photoKey, type PhotoSize } from '../../profiles/photo-store.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

/** The console's address of any photo variant (members' own address checks the visibility policy; staff's does not). */
export const consolePhotoUrl = (storageKey: string, size: PhotoSize) =>
  `/api/console/photos/file.php?key=${encodeURIComponent(storageKey)}&size=${size}`;

/**
 * GET photos/file.php: a photo of any status (pending ones are what moderators judge), on a site the staff member
 * works for; anything else is "not found", as for members.
 */
export async function readConsolePhoto(deps: Pick<AppDeps, 'db' | 'storage'>, who: StaffSession, storageKey: string, size: PhotoSize): Promise<Buffer> {
  const [photo] = await deps.db.select({ siteId: photos.siteId }).from(photos).where(eq(photos.storageKey, storageKey));
  if (!photo) throw new DomainError('not_found');
  authorizeSite(who, photo.siteId);
  const body = await deps.storage.get(photoKey(storageKey, size));
  if (!body) throw new DomainError('not_found');
  return body;
}
