import { eq } from 'drizzle-orm';
import {
  defaultNotificationSettings, isNotificationAllowed, isNotificationType, mergeNotificationSettings,
  type NotificationChannel, type NotificationSettings, type NotificationSettingsPatch, type NotificationType,
} from '@app/shared';
import { notificationSettings, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** The member's settings of every type: stored rows over the defaults (no row = default). */
export async function loadNotificationSettings(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const rows = await db.select({ type: notificationSettings.type, email: notificationSettings.email, push: notificationSettings.push })
    .from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const stored: NotificationSettingsPatch = {};
  for (const row of rows) if (isNotificationType(row.type)) stored[row.type] = { email: row.email, push: row.push };
  return mergeNotificationSettings(defaultNotificationSettings(), stored);
}

/**
 * Asked by every sender right before sending a notification (not account mails: activation, password reset and
 * receipts are always sent). False for a missing or deleted member, a type switched off, a channel the type does not
 * have, and, for e-mail, an address that bounced or complained (users.notifications_disabled).
 */
export async function notificationAllowed(db: DbOrTx, userId: number, type: NotificationType, channel: NotificationChannel): Promise<boolean> {
  const [member] = await db.select({ status: users.status, disabled: users.notificationsDisabled }).from(users).where(eq(users.id, userId));
  if (!member || member.status === 'deleted') return false;
  return isNotificationAllowed(await loadNotificationSettings(db, userId), type, channel, member.disabled);
}
