import type { AnswerLock, QueueEntry, StaffNote } from '@app/shared/contracts/console/queue';
import type { WaitingRow } from './waiting.js';

/** A live lock as the console shows it; an expired one is nobody's (null). */
export function presentLock(lock: { staffId: number | null; staffName: string | null; lockedUntil: Date | null } | null, myId: number, now: Date): AnswerLock | null {
  if (!lock || lock.staffId === null || !lock.lockedUntil || lock.lockedUntil < now) return null;
  return { staff_name: lock.staffName ?? '', until: lock.lockedUntil.toISOString(), mine: lock.staffId === myId };
}

export const presentEntry = (row: WaitingRow, myId: number, now: Date): QueueEntry => ({
  conversation: row.conversationId,
  site: { id: row.siteId, name: row.siteName },
  language: row.language,
  member: { profile_id: row.memberProfileId, name: row.memberName },
  fictional: { profile_id: row.fictionalProfileId, name: row.fictionalName },
  waiting_since: row.waitingSince.toISOString(),
  unanswered: row.unanswered,
  lock: presentLock({ staffId: row.lockStaffId, staffName: row.lockStaffName, lockedUntil: row.lockedUntil }, myId, now),
});

export const presentNote = (row: { id: number; text: string; staffName: string | null; createdAt: Date }): StaffNote =>
  ({ id: row.id, text: row.text, staff_name: row.staffName, created_at: row.createdAt.toISOString() });

/** Photos staff read through the console (any status), never through the members' authorising route. */
export const consolePhotoUrl = (storageKey: string, size: 'thumb' | 'full') => `/api/console/photos/file.php?key=${storageKey}&size=${size}`;
export const consoleMessagePhotoUrl = (conversationId: number, storageKey: string, size: 'thumb' | 'full') =>
  `/api/console/queue/message-photo.php?conversation=${conversationId}&key=${storageKey}&size=${size}`;
