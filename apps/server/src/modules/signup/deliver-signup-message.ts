import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { profiles, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { on } from '../../kernel/event-hub.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { sendMessage } from '../chat/send-message.js';

/**
 * The first message typed on a member landing goes to that profile once the account is activated. Queued in the
 * activation's own transaction, which has granted the signup credits before it records member.activated: when the
 * job runs, the credits are there to pay for it.
 */
export const signupMessageJob = jobType({
  name: 'signup.deliver_message',
  schema: z.object({ v: z.literal(1), userId: z.number().int().positive() }),
  retryLimit: 8,
  retryDelaySeconds: 30,
});

/**
 * The message's client_id, the same on every run for this member: the chat use case finds an earlier message with
 * it under the sender's row lock, so two runs (a retry, a second worker) send it and charge for it once.
 * A UUID of version 8 (custom) made from a SHA-256, as the column and the chat contract expect a UUID.
 */
export function signupMessageClientId(userId: number): string {
  const hex = createHash('sha256').update(`signup-message:${userId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type SignupMessageOutcome = 'sent' | 'already_sent' | 'nothing_to_send' | 'refused';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'sites'>;

/**
 * Sends users.signup_message to users.signup_profile_id as the member, through the chat's own use case: paid from
 * the signup credits and refused by the same rules as any message (the profile gone, hidden or blocked, too few
 * credits, the free conversation limit): refused means nothing sent and nothing charged. The member wrote it on the
 * profile's own landing, where a fictional profile carries its label and the site's warning: that is the
 * acknowledgement the chat asks before a first message to a fictional profile.
 * Once: signup_message_sent_at is set (where still null) after the message exists; a set mark ends every later run.
 */
export async function deliverSignupMessage(deps: Deps, userId: number): Promise<SignupMessageOutcome> {
  const [row] = await deps.db.select().from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
  if (!row) return 'nothing_to_send';
  const { users: user, profiles: profile } = row;
  if (user.signupMessageSentAt) return 'already_sent';
  const text = user.signupMessage?.trim();
  if (!text || !user.signupProfileId || user.status !== 'active' || user.bannedAt) return 'nothing_to_send';
  // Read before the message's transaction: the site directory uses its own connection (PGlite has only one).
  const site = await deps.sites.byId(user.siteId);
  if (!site) return 'nothing_to_send';
  try {
    await sendMessage(deps, { site, auth: { idHash: '', user, profile, mainPhoto: null } }, {
      profile: user.signupProfileId, kind: 'text', text, client_id: signupMessageClientId(user.id), acknowledge_fictional: true,
    });
  } catch (error) {
    // A rule said no (not found, blocked, no credits, …): final, nothing was sent or charged. Anything else is retried.
    if (error instanceof DomainError) return 'refused';
    throw error;
  }
  await deps.db.update(users).set({ signupMessageSentAt: deps.clock.now() })
    .where(and(eq(users.id, user.id), isNull(users.signupMessageSentAt)));
  return 'sent';
}

export const signupMessageHandler = (deps: Deps) => handleJob(signupMessageJob, async ({ userId }) => { await deliverSignupMessage(deps, userId); });

/** On activation, in its transaction: a job only for a member with a message still to deliver. */
export const queueSignupMessageOnActivation = ({ jobs }: Pick<AppDeps, 'jobs'>) => on({
  event: 'member.activated', name: 'signup.queue_message',
  inTransaction: async ({ payload }, { tx }) => {
    const [user] = await tx.select({ message: users.signupMessage, profileId: users.signupProfileId }).from(users)
      .where(and(eq(users.id, payload.userId), isNull(users.signupMessageSentAt)));
    if (user?.message && user.profileId) await jobs.send(signupMessageJob, { v: 1, userId: payload.userId }, tx);
  },
});
