import { and, eq } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';
import { pairOf } from '../chat/chat.policy.js';
import { profileAccess, type Viewer } from '../profiles/profiles.policy.js';

export interface ReportTarget { profileId: number; messageId?: number }

async function haveConversation(db: DbOrTx, viewer: Viewer & { profileId: number }, profileId: number): Promise<boolean> {
  const { low, high } = pairOf(viewer.profileId, profileId);
  const [row] = await db.select({ id: conversations.id }).from(conversations)
    .where(and(eq(conversations.siteId, viewer.siteId), eq(conversations.profileLow, low), eq(conversations.profileHigh, high)));
  return Boolean(row);
}

/** A message the reported profile sent to the reporter (so of their conversation), on this site. */
async function isMessageFrom(db: DbOrTx, viewer: Viewer & { profileId: number }, profileId: number, messageId: number): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(and(
    eq(messages.id, messageId), eq(messages.siteId, viewer.siteId),
    eq(messages.senderProfileId, profileId), eq(messages.recipientProfileId, viewer.profileId),
  ));
  return Boolean(row);
}

/**
 * THE rule for reporting: a member reports a profile they can see (a block they made does not stop them: blocking
 * and reporting go together), or one they have a conversation with (also when it has since gone invisible, been
 * disabled or blocked them). A reported message must be one that profile sent to them. Anything else does not exist.
 */
export async function assertCanReport(db: DbOrTx, viewer: Viewer & { profileId: number }, target: ReportTarget): Promise<void> {
  if (target.profileId === viewer.profileId) throw new DomainError('report_self', {}, { field: 'profile' });
  if (target.messageId !== undefined) {
    if (!(await isMessageFrom(db, viewer, target.profileId, target.messageId))) throw new DomainError('not_found');
    return;
  }
  const access = await profileAccess(db, viewer, target.profileId);
  if (access?.kind === 'visible' || access?.kind === 'blocked_by_me') return;
  if (await haveConversation(db, viewer, target.profileId)) return;
  throw new DomainError('not_found');
}
