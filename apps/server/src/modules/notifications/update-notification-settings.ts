import { eq } from 'drizzle-orm';
import {
  hasPushChannel, normalizeEmail, NOTIFICATION_TYPES, type NotificationsResponse, type NotificationsUpdateBody,
} from '@app/shared';
import { mailEvents, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { removeDisabledReasons } from './disabled-reasons.js';
import { getNotificationSettings } from './get-notification-settings.js';
import { hasUnsubscribedTypes, lockedSettings, storedOrDefault, writeSetting } from './write-setting.js';

/**
 * Changes only the given types and channels. A change of a type's e-mail is the member's own choice, so it also ends
 * "switched off by the unsubscribe link" for that type; once no such type is left, `listunsubscribe` goes. With
 * `resume_email` the member confirms their address and e-mail starts again after a bounce or spam complaint; that
 * consent is recorded (mail_events, type email_resumed).
 */
export async function updateNotificationSettings(
  deps: Pick<AppDeps, 'db' | 'events' | 'clock'>,
  input: { userId: number; body: NotificationsUpdateBody },
): Promise<NotificationsResponse> {
  const now = deps.clock.now();
  return withTx(deps, async (tx, events) => {
    // One writer per member at a time: two quick switches must not overwrite each other's row or reason.
    const [member] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!member) throw new DomainError('authentication_required');

    const stored = await lockedSettings(tx, input.userId);
    for (const type of NOTIFICATION_TYPES) {
      const change = input.body.settings[type];
      if (!change || (change.email === undefined && change.push === undefined)) continue;
      const before = storedOrDefault(stored, type);
      await writeSetting(tx, input.userId, type, before, {
        channels: {
          email: change.email ?? before.channels.email,
          push: hasPushChannel(type) ? (change.push ?? before.channels.push) : false,
        },
        emailOffReason: change.email === undefined ? before.emailOffReason : null,
      }, now);
    }
    if (!await hasUnsubscribedTypes(tx, input.userId)) await removeDisabledReasons(tx, events, input.userId, ['listunsubscribe']);

    if (input.body.resume_email) {
      if (normalizeEmail(input.body.resume_email.email) !== member.emailNormalized) {
        throw new DomainError('notifications_email_changed', {}, { field: 'email' });
      }
      const cleared = await removeDisabledReasons(tx, events, input.userId, ['bounce', 'fbl']);
      if (cleared.length > 0) {
        await tx.insert(mailEvents).values({
          userId: member.id, siteId: member.siteId, emailNormalized: member.emailNormalized, type: 'email_resumed',
          source: 'member', detail: cleared.join(','), occurredAt: now,
        });
      }
    }
    return getNotificationSettings(tx, input.userId);
  });
}
