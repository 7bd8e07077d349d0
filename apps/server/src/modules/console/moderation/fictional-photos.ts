import type { FictionalPhotoBody, FictionalProfile } from '@app/shared/contracts/console/moderation';
import type { AppDeps } from '../../../kernel/deps.js';
import { withTx } from '../../../kernel/tx.js';
import { deletePhoto, updatePhoto, uploadPhoto } from '../../profiles/photos.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { actingAs, loadFictional, presentFictional } from './fictional-profiles.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'storage' | 'config'>;

/**
 * POST fictional/photo.php?id=: the members' pipeline (content check, re-encoding, EXIF and GPS gone), active at
 * once (staff chose it), with the audit row in the upload's transaction.
 */
export async function uploadFictionalPhoto(deps: Deps, who: StaffSession, profileId: number, bytes: Buffer): Promise<FictionalProfile> {
  const fictional = await loadFictional(deps.db, who, profileId);
  await uploadPhoto(deps, actingAs(fictional), bytes, {
    byStaff: true,
    inTransaction: ({ tx }, photo) => recordAudit(tx, who, {
      action: 'fictional.photo_added', siteId: fictional.profile.siteId, objectType: 'profile', objectId: profileId, after: { photo: photo.id },
    }, deps.clock.now()),
  });
  return presentFictional(deps.db, profileId, deps.clock.now());
}

/** DELETE fictional/photo.php: the members' deletion (the next photo becomes the main one). */
export async function deleteFictionalPhoto(deps: Deps, who: StaffSession, body: FictionalPhotoBody): Promise<FictionalProfile> {
  return withTx(deps, async (tx, events) => {
    const fictional = await loadFictional(tx, who, body.id);
    await deletePhoto(deps, actingAs(fictional), body.photo, { tx, events });
    const now = deps.clock.now();
    await recordAudit(tx, who, { action: 'fictional.photo_deleted', siteId: fictional.profile.siteId, objectType: 'profile', objectId: body.id, before: { photo: body.photo } }, now);
    return presentFictional(tx, body.id, now);
  });
}

/** POST fictional/photo-main.php: the members' "make main" (a private photo cannot be the main one). */
export async function makeFictionalPhotoMain(deps: Deps, who: StaffSession, body: FictionalPhotoBody): Promise<FictionalProfile> {
  return withTx(deps, async (tx, events) => {
    const fictional = await loadFictional(tx, who, body.id);
    await updatePhoto(deps, actingAs(fictional), body.photo, { main: true }, { tx, events });
    const now = deps.clock.now();
    await recordAudit(tx, who, {
      action: 'fictional.photo_main', siteId: fictional.profile.siteId, objectType: 'profile', objectId: body.id,
      before: { main_photo: fictional.profile.mainPhotoId }, after: { main_photo: body.photo },
    }, now);
    return presentFictional(tx, body.id, now);
  });
}
