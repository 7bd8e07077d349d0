import { asc, eq } from 'drizzle-orm';
import {
  accountDeletions, dataExports, matchFinderAnswers, pageHiddenEvents, photos, sessions, type ProfileRow, type UserRow,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { photoKey } from '../profiles/photo-store.js';
import type { ExportPart } from './export-parts.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * account.json: the account as we hold it (never the password hash or session ids), with the page-bounce log kept
 * for the member's visits that came with `lb` (spec 7).
 */
export async function accountPart(db: DbOrTx, user: UserRow, site: { name: string; domain: string }): Promise<ExportPart> {
  const [devices, deletions, exports, pagesLeft] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.createdAt)),
    db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id)).orderBy(asc(accountDeletions.deletedAt)),
    db.select().from(dataExports).where(eq(dataExports.userId, user.id)).orderBy(asc(dataExports.createdAt)),
    db.select().from(pageHiddenEvents).where(eq(pageHiddenEvents.userId, user.id)).orderBy(asc(pageHiddenEvents.createdAt)),
  ]);
  return {
    files: {
      'account.json': {
        site: { name: site.name, domain: site.domain },
        id: user.id,
        email: user.email,
        status: user.status,
        language: user.language,
        signup_date: iso(user.signupDate),
        activated_at: iso(user.activatedAt),
        signup_country: user.signupCountry,
        signup_message: user.signupMessage,
        tracking: user.tracking,
        tracking_first_seen_at: iso(user.trackingFirstSeenAt),
        credits: user.credits,
        premium: user.paidUser,
        logged_in_devices: devices.map((s) => ({ logged_in_at: iso(s.createdAt), last_seen_at: iso(s.lastSeenAt), expires_at: iso(s.expiresAt) })),
        deletions: deletions.map((d) => ({ reason: d.reason, reason_text: d.reasonText, deleted_at: iso(d.deletedAt), reactivated_at: iso(d.reactivatedAt) })),
        data_exports: exports.map((e) => iso(e.createdAt)),
        pages_left: pagesLeft.map((p) => ({ path: p.path, ms_since_load: p.msSinceLoad, network: p.network, ref: p.ref, at: iso(p.createdAt) })),
      },
    },
    media: [],
  };
}

/** profile.json and photos.json, with the photos themselves (the large variant, as stored: without any metadata). */
export async function profilePart(db: DbOrTx, profile: ProfileRow): Promise<ExportPart> {
  const [answers] = await db.select().from(matchFinderAnswers).where(eq(matchFinderAnswers.profileId, profile.id));
  const own = await db.select().from(photos).where(eq(photos.profileId, profile.id)).orderBy(asc(photos.createdAt));
  const fileOf = (id: number) => `photos/${id}.webp`;
  return {
    files: {
      'profile.json': {
        id: profile.id,
        name: profile.name,
        status: profile.status,
        date_of_birth: profile.dateOfBirth,
        gender: profile.gender,
        sexuality: profile.sexuality,
        country: profile.country,
        region: profile.region,
        city: profile.city,
        hair_color: profile.hairColor,
        eye_color: profile.eyeColor,
        body_type: profile.bodyType,
        relationship_status: profile.relationshipStatus,
        tattoos: profile.tattoos,
        reason: profile.reason,
        about: profile.about,
        interests: profile.interests,
        invisible: profile.invisible,
        last_active_at: iso(profile.lastActiveAt),
        match_finder_answers: answers?.answers ?? null,
      },
      'photos.json': own.map((p) => ({
        id: p.id, file: fileOf(p.id), main: p.id === profile.mainPhotoId, status: p.status, private: p.isPrivate,
        width: p.width, height: p.height, uploaded_at: iso(p.createdAt),
      })),
    },
    media: own.map((p) => ({ path: fileOf(p.id), storagePath: photoKey(p.storageKey, 'full') })),
  };
}
