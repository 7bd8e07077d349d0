import type { StaffNote } from '@app/shared/contracts/console/queue';
import type { AppDeps } from '../../../kernel/deps.js';
import type { StaffSession } from '../staff-sessions.js';
import { notedProfile, notesOn } from './staff-notes.js';

/** GET notes.php?profile=: the notes on a profile of my sites (staff data: reading them is not audited). */
export async function listNotes(deps: Pick<AppDeps, 'db'>, who: StaffSession, profileId: number): Promise<StaffNote[]> {
  const profile = await notedProfile(deps.db, who, profileId);
  return notesOn(deps.db, profile.id);
}
