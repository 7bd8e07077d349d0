import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { ownPhotoLimit, visiblePhotos } from '@app/shared';
import { photos, profiles } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import type { DbOrTx } from '../../platform/db.js';
import { photoKey, processPhoto, removePhotoFiles, storePhoto, type PhotoRow, type PhotoSize } from './photo-store.js';
import { photoViewerOf, profileAccess, viewerOf } from './profiles.policy.js';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'events'>;

export interface UploadOptions {
  /** Staff uploading for a fictional profile (the console): active at once, with the premium allowance. */
  byStaff?: boolean;
  /** Runs in the upload's transaction once the row exists (the console writes its audit row there). */
  inTransaction?: (scope: TxScope, photo: PhotoRow) => Promise<void>;
}

/**
 * Adds a photo within the member's limit (3 free, 25 premium). The image work happens first; the count and the
 * insert happen under a lock on the profile row, so parallel uploads can never pass the limit.
 */
export async function uploadPhoto(deps: Deps, auth: AuthenticatedSession, input: Buffer, options: UploadOptions = {}): Promise<{ photo: PhotoRow; isMain: boolean }> {
  const processed = await processPhoto(input);
  const storageKey = await storePhoto(deps.storage, processed);
  const premium = auth.user.paidUser || options.byStaff === true;
  const limit = ownPhotoLimit(premium);
  try {
    return await withTx(deps, async (tx, events) => {
      await tx.execute(sql`select id from profiles where id = ${auth.profile.id} for update`);
      const [{ total }] = await tx.select({ total: count() }).from(photos).where(eq(photos.profileId, auth.profile.id)) as [{ total: number }];
      if (total >= limit) throw new DomainError(premium ? 'photo_limit_premium' : 'photo_limit_free', { limit });
      const [row] = await tx.insert(photos).values({
        profileId: auth.profile.id, siteId: auth.profile.siteId, storageKey, width: processed.width, height: processed.height,
        status: deps.config.photoAutoApprove || options.byStaff ? 'active' : 'pending',
      }).returning();
      // The first photo becomes the main one.
      const main = await tx.update(profiles).set({ mainPhotoId: row!.id })
        .where(and(eq(profiles.id, auth.profile.id), isNull(profiles.mainPhotoId))).returning({ id: profiles.id });
      await events.record('photo.uploaded', { photoId: row!.id, profileId: auth.profile.id, userId: auth.user.id, status: row!.status });
      await options.inTransaction?.({ tx, events }, row!);
      return { photo: row!, isMain: main.length > 0 };
    });
  } catch (error) {
    await removePhotoFiles(deps.storage, storageKey);
    throw error;
  }
}

async function ownPhoto(db: DbOrTx, auth: AuthenticatedSession, photoId: number) {
  const [photo] = await db.select().from(photos).where(and(eq(photos.id, photoId), eq(photos.profileId, auth.profile.id)));
  if (!photo) throw new DomainError('not_found');
  return photo;
}

/** Deletes one of the member's own photos; the next photo becomes the main one if needed. */
export async function deletePhoto(deps: Deps, auth: AuthenticatedSession, photoId: number, outer?: TxScope): Promise<void> {
  await withTx(deps, async (tx, events) => {
    // Read in the transaction: a caller's transaction (the console's, with its audit row) may be the one running.
    const photo = await ownPhoto(tx, auth, photoId);
    await tx.delete(photos).where(eq(photos.id, photo.id));
    const [next] = await tx.select({ id: photos.id }).from(photos).where(and(eq(photos.profileId, auth.profile.id), ne(photos.id, photo.id)))
      .orderBy(asc(photos.createdAt)).limit(1);
    await tx.update(profiles).set({ mainPhotoId: next?.id ?? null })
      .where(and(eq(profiles.id, auth.profile.id), eq(profiles.mainPhotoId, photo.id)));
    // The files go once the removal is committed (profiles.module.ts): a rollback keeps the photo whole.
    await events.record('photo.deleted', { photoId: photo.id, profileId: auth.profile.id, userId: auth.user.id, storageKey: photo.storageKey });
  }, outer);
}

/** PUT photo.php: make a photo private or public, and/or the main photo. A private photo cannot be the main one. */
export async function updatePhoto(deps: Deps, auth: AuthenticatedSession, photoId: number, change: { main?: true; private?: boolean }, outer?: TxScope): Promise<void> {
  await withTx(deps, async (tx, events) => {
    const photo = await ownPhoto(tx, auth, photoId);
    const [profile] = await tx.select({ mainPhotoId: profiles.mainPhotoId }).from(profiles).where(eq(profiles.id, auth.profile.id)).for('update');
    const willBePrivate = change.private ?? photo.isPrivate;
    const willBeMain = change.main === true || profile?.mainPhotoId === photo.id;
    if (willBePrivate && willBeMain) throw new DomainError('photo_private_main');
    if (change.private !== undefined) await tx.update(photos).set({ isPrivate: change.private }).where(eq(photos.id, photo.id));
    if (change.main) await tx.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.id, auth.profile.id));
    await events.record('profile.updated', { userId: auth.user.id, profileId: auth.profile.id });
  }, outer);
}

export async function ownPhotos(deps: Pick<AppDeps, 'db'>, profileId: number): Promise<PhotoRow[]> {
  return deps.db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.createdAt));
}

/**
 * Serves a photo variant only to whom may see it: the owner; others only when the visibility policy lets them see
 * the profile (same site, active, not invisible, not blocked either way) and within what their role sees
 * (visiblePhotos). Anything else is "not found", so an address reveals nothing.
 */
export async function readPhoto(deps: Pick<AppDeps, 'db' | 'storage'>, input: { site: SiteWithCompany; auth: AuthenticatedSession | null }, storageKey: string, size: PhotoSize): Promise<Buffer> {
  const notFound = () => new DomainError('not_found');
  const [photo] = await deps.db.select().from(photos).where(and(eq(photos.storageKey, storageKey), eq(photos.siteId, input.site.id)));
  if (!photo) throw notFound();
  const viewer = viewerOf(input.site, input.auth);
  const access = await profileAccess(deps.db, viewer, photo.profileId);
  if (!access || (access.kind !== 'own' && access.kind !== 'visible')) throw notFound();
  if (access.kind === 'visible') {
    const all = await ownPhotos(deps, photo.profileId);
    if (!visiblePhotos(all, access.profile.mainPhotoId, photoViewerOf(viewer, photo.profileId)).some((p) => p.id === photo.id)) throw notFound();
  }
  const body = await deps.storage.get(photoKey(photo.storageKey, size));
  if (!body) throw notFound();
  return body;
}
