import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { ageOn } from '@app/shared';
import type { FictionalListQuery, FictionalListResponse } from '@app/shared/contracts/console/moderation';
import { photos, profiles } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import type { StaffSession } from '../staff-sessions.js';
import { consolePhotoUrl } from './photo-files.js';
import { CONSOLE_PAGE_SIZE, siteCondition } from './site-scope.js';

/** LIKE's own characters in a search term match themselves. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET fictional.php: the fictional profiles of the staff member's sites by name (or exact id), by name. */
export async function listFictional(deps: Pick<AppDeps, 'db' | 'clock'>, who: StaffSession, query: FictionalListQuery): Promise<FictionalListResponse> {
  const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
  const where = and(
    eq(profiles.isFictional, true),
    siteCondition(who, profiles.siteId, query.site),
    query.q ? or(ilike(profiles.name, likeTerm(query.q)), id !== null ? eq(profiles.id, id) : undefined) : undefined,
  );
  const rows = await deps.db.select({
    profile: profiles, photo: photos,
    photoCount: sql<number>`(select ${count()} from photos p where p.profile_id = ${profiles.id})`,
  }).from(profiles).leftJoin(photos, eq(photos.id, profiles.mainPhotoId)).where(where)
    .orderBy(asc(profiles.name), asc(profiles.id)).limit(CONSOLE_PAGE_SIZE + 1).offset((query.page - 1) * CONSOLE_PAGE_SIZE);
  const now = deps.clock.now();
  return {
    profiles: rows.slice(0, CONSOLE_PAGE_SIZE).map(({ profile: p, photo, photoCount }) => ({
      id: p.id, site_id: p.siteId, name: p.name, age: ageOn(p.dateOfBirth, now), gender: p.gender, country: p.country, city: p.city,
      status: p.status, photo_url: photo ? consolePhotoUrl(photo.storageKey, 'thumb') : null, photos: Number(photoCount),
    })),
    more: rows.length > CONSOLE_PAGE_SIZE,
  };
}
