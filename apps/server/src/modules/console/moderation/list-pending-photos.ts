import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ConsoleListQuery } from '@app/shared/contracts/console/auth';
import type { PhotoQueueResponse } from '@app/shared/contracts/console/moderation';
import { photos, profiles } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import type { StaffSession } from '../staff-sessions.js';
import { consolePhotoUrl } from './photo-files.js';
import { CONSOLE_PAGE_SIZE, siteCondition } from './site-scope.js';

/** GET photos.php: pending photos, oldest first (the longest wait is judged first), of the staff member's sites. */
export async function listPendingPhotos(deps: Pick<AppDeps, 'db'>, who: StaffSession, query: ConsoleListQuery): Promise<PhotoQueueResponse> {
  const where = and(eq(photos.status, 'pending'), siteCondition(who, photos.siteId, query.site));
  const offset = (query.page - 1) * CONSOLE_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    deps.db.select({
      photo: photos, name: profiles.name, userId: profiles.userId, fictional: profiles.isFictional,
      // No active photo yet: approving this one makes it the photo others see first.
      first: sql<boolean>`not exists (select 1 from photos other where other.profile_id = ${photos.profileId} and other.status = 'active')`,
    }).from(photos).innerJoin(profiles, eq(profiles.id, photos.profileId)).where(where)
      .orderBy(asc(photos.createdAt), asc(photos.id)).limit(CONSOLE_PAGE_SIZE + 1).offset(offset),
    deps.db.select({ total: count() }).from(photos).where(where),
  ]);
  return {
    photos: rows.slice(0, CONSOLE_PAGE_SIZE).map((r) => ({
      id: r.photo.id, site_id: r.photo.siteId, profile_id: r.photo.profileId, user_id: r.userId, profile_name: r.name,
      fictional: r.fictional, uploaded_at: r.photo.createdAt.toISOString(), first_photo: Boolean(r.first),
      width: r.photo.width, height: r.photo.height,
      url: consolePhotoUrl(r.photo.storageKey, 'full'), thumb_url: consolePhotoUrl(r.photo.storageKey, 'thumb'),
    })),
    total: Number(total?.total ?? 0),
    more: rows.length > CONSOLE_PAGE_SIZE,
  };
}
