import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { ownPhotoLimit, visiblePhotos } from '@app/shared';
import { photos, profiles } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AppDeps } from '../../app.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { photoKey, processPhoto, removePhotoFiles, storePhoto, type PhotoRow, type PhotoSize } from './photo-store.js';
import { blockStateBetween, photoViewerOf } from './profiles.policy.js';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/**
 * Adds a photo within the member's limit (3 free, 25 premium). The image work happens first; the count and the
 * insert happen under a lock on the profile row, so parallel uploads can never pass the limit.
 */
export async function uploadPhoto(deps: Deps, auth: AuthenticatedSession, input: Buffer): Promise<{ photo: PhotoRow; isMain: boolean }> {
  const processed = await processPhoto(input);
  const storageKey = await storePhoto(deps.storage, processed);
  const limit = ownPhotoLimit(auth.user.paidUser);
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select id from profiles where id = ${auth.profile.id} for update`);
      const [{ total }] = await tx.select({ total: count() }).from(photos).where(eq(photos.profileId, auth.profile.id)) as [{ total: number }];
      if (total >= limit) throw new AppError(409, auth.user.paidUser ? 'photo_limit_premium' : 'photo_limit_free', { params: { limit } });
      const [row] = await tx.insert(photos).values({
        profileId: auth.profile.id, siteId: auth.profile.siteId, storageKey, width: processed.width, height: processed.height,
        status: deps.config.photoAutoApprove ? 'active' : 'pending',
      }).returning();
      // The first photo becomes the main one.
      const main = await tx.update(profiles).set({ mainPhotoId: row!.id })
        .where(and(eq(profiles.id, auth.profile.id), isNull(profiles.mainPhotoId))).returning({ id: profiles.id });
      return { photo: row!, isMain: main.length > 0 };
    });
  } catch (error) {
    await removePhotoFiles(deps.storage, storageKey);
    throw error;
  }
}

async function ownPhoto(deps: Deps, auth: AuthenticatedSession, photoId: number) {
  const [photo] = await deps.db.select().from(photos).where(and(eq(photos.id, photoId), eq(photos.profileId, auth.profile.id)));
  if (!photo) throw new AppError(404, 'not_found');
  return photo;
}

/** Deletes one of the member's own photos; the next photo becomes the main one if needed. */
export async function deletePhoto(deps: Deps, auth: AuthenticatedSession, photoId: number): Promise<void> {
  const photo = await ownPhoto(deps, auth, photoId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(photos).where(eq(photos.id, photo.id));
    const [next] = await tx.select({ id: photos.id }).from(photos).where(and(eq(photos.profileId, auth.profile.id), ne(photos.id, photo.id)))
      .orderBy(asc(photos.createdAt)).limit(1);
    await tx.update(profiles).set({ mainPhotoId: next?.id ?? null })
      .where(and(eq(profiles.id, auth.profile.id), eq(profiles.mainPhotoId, photo.id)));
  });
  await removePhotoFiles(deps.storage, photo.storageKey);
}

export async function setMainPhoto(deps: Deps, auth: AuthenticatedSession, photoId: number): Promise<void> {
  const photo = await ownPhoto(deps, auth, photoId);
  if (photo.isPrivate) throw new AppError(409, 'photo_private_main');
  await deps.db.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.id, auth.profile.id));
}

export async function setPhotoPrivate(deps: Deps, auth: AuthenticatedSession, photoId: number, isPrivate: boolean): Promise<void> {
  const photo = await ownPhoto(deps, auth, photoId);
  const [profile] = await deps.db.select({ mainPhotoId: profiles.mainPhotoId }).from(profiles).where(eq(profiles.id, auth.profile.id));
  if (isPrivate && profile?.mainPhotoId === photo.id) throw new AppError(409, 'photo_private_main');
  await deps.db.update(photos).set({ isPrivate }).where(eq(photos.id, photo.id));
}

export async function ownPhotos(deps: Pick<AppDeps, 'db'>, profileId: number): Promise<PhotoRow[]> {
  return deps.db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.createdAt));
}

/**
 * Serves a photo variant only to whom may see it: the owner; others of the same site who are not blocked either way,
 * within what their role sees (visiblePhotos). Anything else is "not found", so a URL reveals nothing.
 */
export async function readPhoto(deps: Pick<AppDeps, 'db' | 'storage'>, viewer: { site: SiteWithCompany; auth: AuthenticatedSession | null }, photoId: number, size: PhotoSize): Promise<Buffer> {
  const notFound = () => new AppError(404, 'not_found');
  const [row] = await deps.db.select({ photo: photos, profile: profiles }).from(photos).innerJoin(profiles, eq(profiles.id, photos.profileId))
    .where(and(eq(photos.id, photoId), eq(photos.siteId, viewer.site.id)));
  if (!row) throw notFound();
  const kind = photoViewerOf(viewer.auth, row.profile.id);
  if (kind !== 'owner') {
    if (row.profile.status !== 'active') throw notFound();
    if (viewer.auth) {
      const block = await blockStateBetween(deps.db, viewer.auth.profile.id, row.profile.id);
      if (block.blockedByMe || block.blockedMe) throw notFound();
    }
    const all = await ownPhotos(deps, row.profile.id);
    if (!visiblePhotos(all, row.profile.mainPhotoId, kind).some((p) => p.id === photoId)) throw notFound();
  }
  const body = await deps.storage.get(photoKey(row.photo.storageKey, size));
  if (!body) throw notFound();
  return body;
}
