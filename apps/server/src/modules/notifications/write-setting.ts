import { and, eq } from 'drizzle-orm';
import {
  defaultChannelSettings, isNotificationType, marketingConsentAt, type ChannelSettings, type NotificationType,
} from '@app/shared';
import { notificationSettings, type NotificationSettingRow } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db.js';

export interface StoredSetting { channels: ChannelSettings; consentAt: Date | null; emailOffReason: 'listunsubscribe' | null }

/** The member's stored rows by type (the caller holds the member's row lock); a missing type is its default. */
export async function lockedSettings(tx: Tx, userId: number): Promise<Map<NotificationType, StoredSetting>> {
  const rows: NotificationSettingRow[] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const byType = new Map<NotificationType, StoredSetting>();
  for (const row of rows) {
    if (isNotificationType(row.type)) byType.set(row.type, { channels: { email: row.email, push: row.push }, consentAt: row.consentAt, emailOffReason: row.emailOffReason });
  }
  return byType;
}

export const storedOrDefault = (stored: Map<NotificationType, StoredSetting>, type: NotificationType): StoredSetting =>
  stored.get(type) ?? { channels: defaultChannelSettings(type), consentAt: null, emailOffReason: null };

/** Writes one type's row (insert or update), keeping the marketing consent time right. */
export async function writeSetting(
  tx: Tx, userId: number, type: NotificationType, before: StoredSetting,
  next: { channels: ChannelSettings; emailOffReason: 'listunsubscribe' | null }, now: Date,
): Promise<void> {
  const values = {
    email: next.channels.email,
    push: next.channels.push,
    consentAt: marketingConsentAt(type, before.channels, next.channels, before.consentAt, now),
    emailOffReason: next.emailOffReason,
    updatedAt: now,
  };
  await tx.insert(notificationSettings).values({ userId, type, ...values })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.type], set: values });
}

export async function hasUnsubscribedTypes(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ type: notificationSettings.type }).from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.emailOffReason, 'listunsubscribe'))).limit(1);
  return Boolean(row);
}
