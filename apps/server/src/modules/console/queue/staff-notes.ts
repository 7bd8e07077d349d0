import { asc, eq } from 'drizzle-orm';
import type { StaffNote } from '@app/shared/contracts/console/queue';
import { profiles, staff, staffNotes } from '../../../db/schema/index.js';
import { DomainError } from '../../../kernel/errors.js';
import type { DbOrTx } from '../../../platform/db.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { presentNote } from './present-queue.js';

/** A profile (member or fictional) of a site this staff member works for; anything else is "not found". */
export async function notedProfile(db: DbOrTx, who: StaffSession, profileId: number) {
  const [profile] = await db.select({ id: profiles.id, siteId: profiles.siteId }).from(profiles).where(eq(profiles.id, profileId));
  if (!profile) throw new DomainError('not_found');
  authorizeSite(who, profile.siteId);
  return profile;
}

/** Staff notes on a profile, oldest first, with the writer's name (null once that staff account is gone). */
export async function notesOn(db: DbOrTx, profileId: number): Promise<StaffNote[]> {
  const rows = await db.select({ id: staffNotes.id, text: staffNotes.text, staffName: staff.name, createdAt: staffNotes.createdAt })
    .from(staffNotes).leftJoin(staff, eq(staff.id, staffNotes.staffId))
    .where(eq(staffNotes.profileId, profileId)).orderBy(asc(staffNotes.createdAt), asc(staffNotes.id));
  return rows.map(presentNote);
}
