import type { NoteBody, StaffNote } from '@app/shared/contracts/console/queue';
import { staffNotes } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { presentNote } from './present-queue.js';
import { notedProfile } from './staff-notes.js';

/**
 * POST notes.php: a note on a profile of my sites: a fictional profile's background, or what staff know of a member
 * (never shown to members). Audited with its text.
 */
export async function addNote(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: NoteBody): Promise<StaffNote> {
  const now = deps.clock.now();
  return withTx(deps, async (tx) => {
    const profile = await notedProfile(tx, who, body.profile);
    const [row] = await tx.insert(staffNotes).values({ profileId: profile.id, staffId: who.staff.id, text: body.text, createdAt: now }).returning();
    await recordAudit(tx, who, { action: 'note.added', siteId: profile.siteId, objectType: 'profile', objectId: profile.id, after: { note_id: row!.id, text: body.text } }, now);
    return presentNote({ ...row!, staffName: who.staff.name });
  });
}
