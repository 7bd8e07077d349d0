import { and, eq, or } from 'drizzle-orm';
import type { PhotoViewer } from '@app/shared';
import { blocks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';

export interface BlockState { blockedByMe: boolean; blockedMe: boolean }

/** Whether either member blocked the other; blocking hides both ways. */
export async function blockStateBetween(db: DbOrTx, me: number, other: number): Promise<BlockState> {
  const rows = await db.select({ blockerId: blocks.blockerId }).from(blocks).where(or(
    and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)),
    and(eq(blocks.blockerId, other), eq(blocks.blockedId, me)),
  ));
  return { blockedByMe: rows.some((r) => r.blockerId === me), blockedMe: rows.some((r) => r.blockerId === other) };
}

/** How a viewer relates to a profile's photos (see visiblePhotos in the shared rules). */
export function photoViewerOf(auth: AuthenticatedSession | null, ownerProfileId: number): PhotoViewer {
  if (!auth) return 'visitor';
  if (auth.profile.id === ownerProfileId) return 'owner';
  return auth.user.paidUser ? 'premium' : 'free';
}
