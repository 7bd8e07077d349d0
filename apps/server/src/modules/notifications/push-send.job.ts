import { and, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationType } from '@app/shared';
import { pickLocale } from '@app/shared/i18n';
import { profiles, pushSubscriptions, sessions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { notificationAllowed } from './notification-settings.js';
import { badgeCountOf } from './push-badge.js';
import { deliverPush, type PushOptions } from './push-delivery.js';
import { pushPayloadFor, type PushEvent } from './push-payload.js';
import { vapidDetailsOf } from './push-vapid-keys.js';

const id = z.number().int().positive();

/** Versioned payload: a job written by an older release must still be understood. */
export const pushSendJob = jobType({
  name: 'push.send',
  schema: z.discriminatedUnion('kind', [
    z.object({ v: z.literal(1), kind: z.literal('message'), userId: id, conversationId: id, newConversation: z.boolean() }),
    z.object({ v: z.literal(1), kind: z.literal('like'), userId: id, likerProfileId: id, match: z.boolean() }),
  ]),
  // A push is a nudge: a few tries within minutes; after that the news is old (and the mail may tell it).
  retryLimit: 3,
  retryDelaySeconds: 20,
});
export type PushSendJob = z.infer<typeof pushSendJob.schema>;

/** A day: later than that, "new message" is no longer news (the app shows it anyway). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const typeOf = (job: PushSendJob): NotificationType =>
  job.kind === 'like' ? 'like' : job.newConversation ? 'new_conversations' : 'new_messages';

type Deps = Pick<AppDeps, 'db' | 'sites' | 'clock'>;

/**
 * Sends one event to every device of the member whose login is still valid: if the member allows push for its type
 * and the site has a key pair. Devices the push service calls gone (404, 410) are forgotten. When no device took it
 * and some may later (429, 5xx, no answer), the job throws and pg-boss tries again.
 */
export function pushSendHandler(deps: Deps) {
  return handleJob(pushSendJob, async (job) => {
    if (!(await notificationAllowed(deps.db, job.userId, typeOf(job), 'push'))) return;
    const [member] = await deps.db.select().from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, job.userId));
    if (!member) return;
    const site = await deps.sites.byId(member.users.siteId);
    const vapid = site && vapidDetailsOf(site);
    if (!site || !vapid) return;
    const now = deps.clock.now();
    const devices = await deps.db.select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.idHash, pushSubscriptions.sessionIdHash))
      .where(and(eq(pushSubscriptions.userId, job.userId), gt(sessions.expiresAt, now)));
    if (!devices.length) return;

    const event: PushEvent = job.kind === 'message'
      ? { kind: 'message', conversationId: job.conversationId, newConversation: job.newConversation }
      : { kind: 'like', likerProfileId: job.likerProfileId, match: job.match };
    const badge = await badgeCountOf(deps.db, { profileId: member.profiles.id, siteId: site.id, status: member.users.status, isPremium: member.users.paidUser });
    const payload = pushPayloadFor(event, pickLocale(member.users.language, site.domainLanguage), badge);
    const options: PushOptions = { vapid, ttlSeconds: PUSH_TTL_SECONDS, urgency: job.kind === 'message' ? 'high' : 'normal', topic: payload.tag };
    const results = await Promise.all(devices.map(async (device) => ({ device, ...(await deliverPush(device, JSON.stringify(payload), options)) })));

    const ids = (outcome: string) => results.filter((r) => r.outcome === outcome).map((r) => r.device.id);
    if (ids('gone').length) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids('gone')));
    if (ids('delivered').length) await deps.db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(inArray(pushSubscriptions.id, ids('delivered')));
    // Ids and status codes only: an endpoint is a secret address of the member's browser.
    for (const r of results.filter((r) => r.outcome === 'refused')) console.error(`[push] subscription ${r.device.id}: refused by the push service (${r.status ?? 'not sent'})`);
    if (!ids('delivered').length && ids('retry').length) throw new Error(`push to user ${job.userId}: no device reachable yet`);
  });
}
