import { and, eq, or, sql } from 'drizzle-orm';
import { PUSH_DEVICES_MAX, type PushSubscriptionJson } from '@app/shared';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { isPushServiceEndpoint } from './push-endpoint.js';

type Member = Pick<AuthenticatedSession, 'idHash'> & { user: { id: number } };

/**
 * Saves this browser's push subscription for the member, bound to the login that sends it. Posting an endpoint
 * again (the page does on every visit) updates it, also when another member of the same browser had it before: the
 * browser now belongs to this login. Only the newest PUSH_DEVICES_MAX devices are kept.
 */
export async function savePushSubscription(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config'>, member: Member, subscription: PushSubscriptionJson) {
  if (!isPushServiceEndpoint(subscription.endpoint, deps.config)) throw new DomainError('push_subscription_invalid');
  const now = deps.clock.now();
  const userId = member.user.id;
  const device = { userId, sessionIdHash: member.idHash, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, updatedAt: now };
  await withTx(deps, async (tx) => {
    await tx.insert(pushSubscriptions).values({ ...device, endpoint: subscription.endpoint, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device });
    await tx.execute(sql`
      delete from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId} and ${pushSubscriptions.id} not in (
        select id from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
        order by ${pushSubscriptions.updatedAt} desc, ${pushSubscriptions.id} desc limit ${PUSH_DEVICES_MAX})`);
  });
}

/** This browser's subscription ends: the one saved with this login, or the endpoint the browser names (the member's only). */
export async function removePushSubscription(deps: Pick<AppDeps, 'db'>, member: Member, endpoint: string | undefined) {
  const thisDevice = endpoint
    ? or(eq(pushSubscriptions.sessionIdHash, member.idHash), eq(pushSubscriptions.endpoint, endpoint))
    : eq(pushSubscriptions.sessionIdHash, member.idHash);
  await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, member.user.id), thisDevice));
}
