import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { PhotoDecisionBody, PhotoRejectBody } from '@app/shared/contracts/console/moderation';
import { photos, profiles, type PhotoRow } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx, type TxScope } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { photoRejectedMailJob } from './photo-rejected-mail.job.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'jobs'>;

const snapshot = (p: PhotoRow) => ({ status: p.status, reject_reason: p.rejectReason, reject_note: p.rejectNote });

/**
 * The photo under its row lock, still pending: of two moderators deciding at once, the second waits for the first's
 * commit, then finds it decided and is told so (409) instead of deciding again.
 */
async function lockPending(tx: TxScope['tx'], who: StaffSession, photoId: number): Promise<PhotoRow> {
  const [photo] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
  if (!photo) throw new DomainError('not_found');
  authorizeSite(who, photo.siteId);
  if (photo.status !== 'pending') throw new DomainError('console_already_decided');
  return photo;
}

async function ownerOf(tx: TxScope['tx'], profileId: number) {
  const [profile] = await tx.select({ id: profiles.id, userId: profiles.userId, mainPhotoId: profiles.mainPhotoId })
    .from(profiles).where(eq(profiles.id, profileId)).for('update');
  return profile!;
}

/**
 * POST photos/approve.php: the photo is active at once. Uploads make the first photo the main one even while it is
 * pending; so if the profile's main photo is not active (none, pending or rejected), this public photo takes its place
 * and others see it immediately.
 */
export async function approvePhoto(deps: Deps, who: StaffSession, body: PhotoDecisionBody): Promise<void> {
  await withTx(deps, async (tx, events) => {
    const photo = await lockPending(tx, who, body.photo);
    const now = deps.clock.now();
    const profile = await ownerOf(tx, photo.profileId);
    const [after] = await tx.update(photos).set({ status: 'active', moderatedBy: who.staff.id, moderatedAt: now, rejectReason: null, rejectNote: null })
      .where(eq(photos.id, photo.id)).returning();
    const [main] = profile.mainPhotoId === null ? []
      : await tx.select({ status: photos.status }).from(photos).where(eq(photos.id, profile.mainPhotoId));
    if (!photo.isPrivate && main?.status !== 'active') await tx.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.id, profile.id));
    await events.record('profile.updated', { userId: profile.userId, profileId: profile.id });
    await recordAudit(tx, who, { action: 'photo.approved', siteId: photo.siteId, objectType: 'photo', objectId: photo.id, before: snapshot(photo), after: snapshot(after!) }, now);
  });
}

/**
 * POST photos/reject.php: the photo is refused for one of the listed reasons (plus an optional note), out of sight of
 * others; if it was the main photo, the next public one (active first) takes its place. The member's statement of
 * reasons is mailed from this transaction: decided and told, or neither.
 */
export async function rejectPhoto(deps: Deps, who: StaffSession, body: PhotoRejectBody): Promise<void> {
  await withTx(deps, async (tx, events) => {
    const photo = await lockPending(tx, who, body.photo);
    const now = deps.clock.now();
    const profile = await ownerOf(tx, photo.profileId);
    const note = body.note ? body.note : null;
    const [after] = await tx.update(photos).set({ status: 'rejected', moderatedBy: who.staff.id, moderatedAt: now, rejectReason: body.reason, rejectNote: note })
      .where(eq(photos.id, photo.id)).returning();
    if (profile.mainPhotoId === photo.id) {
      const candidates = await tx.select({ id: photos.id, status: photos.status }).from(photos)
        .where(and(eq(photos.profileId, profile.id), ne(photos.id, photo.id), eq(photos.isPrivate, false), inArray(photos.status, ['active', 'pending'])))
        .orderBy(asc(photos.createdAt), asc(photos.id));
      const next = candidates.find((c) => c.status === 'active') ?? candidates[0];
      await tx.update(profiles).set({ mainPhotoId: next?.id ?? null }).where(eq(profiles.id, profile.id));
    }
    await events.record('profile.updated', { userId: profile.userId, profileId: profile.id });
    await deps.jobs.send(photoRejectedMailJob, { v: 1, userId: profile.userId, reason: body.reason, note, decidedAt: now.toISOString() }, tx);
    await recordAudit(tx, who, {
      action: 'photo.rejected', siteId: photo.siteId, objectType: 'photo', objectId: photo.id, before: snapshot(photo), after: snapshot(after!), reason: body.reason,
    }, now);
  });
}
