import { eq } from 'drizzle-orm';
import { TYPING_THROTTLE_MS } from '@app/shared';
import { profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { publishRealtime } from '../realtime/realtime-hub.js';
import { ownConversation } from './chat.policy.js';

/**
 * POST typing.php: "I am typing" to the partner's sockets. Ephemeral (not stored, not replayed) and throttled per
 * member and conversation on this instance. Nothing goes to a fictional profile, and nothing ever comes from one:
 * no fake typing (operators answer from their console).
 */
export function createTypingRelay(deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>) {
  const lastSent = new Map<string, number>();
  return async function sendTyping(auth: AuthenticatedSession, conversationId: number): Promise<void> {
    const key = `${auth.profile.id}:${conversationId}`;
    const now = deps.clock.now().getTime();
    if (now - (lastSent.get(key) ?? 0) < TYPING_THROTTLE_MS) return;
    const membership = await ownConversation(deps.db, auth.profile.id, conversationId);
    const [partner] = await deps.db.select({ userId: profiles.userId, fictional: profiles.isFictional }).from(profiles).where(eq(profiles.id, membership.partnerProfileId));
    if (!partner || partner.fictional) return;
    lastSent.set(key, now);
    if (lastSent.size > 10_000) lastSent.clear();
    await publishRealtime(deps.bus, { userIds: [partner.userId], event: { type: 'typing', conversation: conversationId } });
  };
}
