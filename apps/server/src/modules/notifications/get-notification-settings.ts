import { and, eq } from 'drizzle-orm';
import { disabledReasonsOf, isNotificationType, NOTIFICATION_TYPES, type NotificationsResponse } from '@app/shared';
import { notificationSettings, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { loadNotificationSettings } from './notification-settings.js';

/** The member's page: every type and channel, why e-mail is stopped, and what the unsubscribe link switched off. */
export async function getNotificationSettings(db: DbOrTx, userId: number): Promise<NotificationsResponse> {
  const [member] = await db.select({ disabled: users.notificationsDisabled }).from(users).where(eq(users.id, userId));
  const unsubscribed = await db.select({ type: notificationSettings.type }).from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.emailOffReason, 'listunsubscribe')));
  const unsubscribedTypes = new Set(unsubscribed.map((row) => row.type).filter(isNotificationType));
  return {
    settings: await loadNotificationSettings(db, userId),
    disabled: disabledReasonsOf(member?.disabled ?? []),
    unsubscribed: NOTIFICATION_TYPES.filter((type) => unsubscribedTypes.has(type)),
  };
}
