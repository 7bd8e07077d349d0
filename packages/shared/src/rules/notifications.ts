import { NOTIFICATION_TYPES } from '../constants.js';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Spec 3: why e-mail notifications may be off (users.notifications_disabled).
 * - bounce: the address does not exist (hard bounce, or an SMTP 5xx when we sent);
 * - fbl: the member marked one of our mails as spam (a feedback-loop complaint);
 * - listunsubscribe: the member used the one-click unsubscribe of a mail; it switched that one type off and is kept
 *   so the page can explain why a type is off. It blocks nothing by itself.
 */
export const NOTIFICATION_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type NotificationDisabledReason = (typeof NOTIFICATION_DISABLED_REASONS)[number];

/** Reasons that stop every notification e-mail (never account mails: activation, password reset, receipts). */
export const EMAIL_BLOCKING_REASONS: readonly NotificationDisabledReason[] = ['bounce', 'fbl'];

/**
 * Push is for what a person just did and may want to answer now. Digests, marketing and reminders stay in the
 * inbox: a phone buzzing for a newsletter is the fastest way to lose the push permission for the messages too.
 */
export const PUSH_NOTIFICATION_TYPES: readonly NotificationType[] = ['new_conversations', 'new_messages', 'like', 'unread_message_reminders'];

/** Marketing (promotions, news) needs an explicit opt-in: off until the member switches it on, consent recorded. */
export const MARKETING_NOTIFICATION_TYPES: readonly NotificationType[] = ['promotions', 'news'];

export interface ChannelSettings { email: boolean; push: boolean }
export type NotificationSettings = Record<NotificationType, ChannelSettings>;
/** What a member changes: only the given types and channels. */
export type NotificationSettingsPatch = Partial<Record<NotificationType, Partial<ChannelSettings>>>;

export const isNotificationType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);
export const hasPushChannel = (type: NotificationType) => PUSH_NOTIFICATION_TYPES.includes(type);
export const isMarketingNotification = (type: NotificationType) => MARKETING_NOTIFICATION_TYPES.includes(type);

/** The channels a type can be sent on, in display order. */
export const notificationChannels = (type: NotificationType): NotificationChannel[] => (hasPushChannel(type) ? ['email', 'push'] : ['email']);

/** A type's settings when the member never changed them: marketing off, everything else on where the channel exists. */
export function defaultChannelSettings(type: NotificationType): ChannelSettings {
  const on = !isMarketingNotification(type);
  return { email: on, push: on && hasPushChannel(type) };
}

export function defaultNotificationSettings(): NotificationSettings {
  return Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, defaultChannelSettings(type)])) as NotificationSettings;
}

/** Stored values over the defaults; a push value for a type without push is ignored (there is nothing to switch). */
export function mergeNotificationSettings(base: NotificationSettings, patch: NotificationSettingsPatch): NotificationSettings {
  const merged = { ...base };
  for (const type of NOTIFICATION_TYPES) {
    const change = patch[type];
    if (!change) continue;
    merged[type] = {
      email: change.email ?? base[type].email,
      push: hasPushChannel(type) ? (change.push ?? base[type].push) : false,
    };
  }
  return merged;
}

/** Only the known reasons of a stored list (the column is jsonb and older rows may hold anything). */
export const disabledReasonsOf = (stored: readonly string[]): NotificationDisabledReason[] =>
  NOTIFICATION_DISABLED_REASONS.filter((reason) => stored.includes(reason));

/** Whether e-mail notifications are stopped as a whole (bounce or spam complaint), whatever the settings. */
export const isEmailBlocked = (disabledReasons: readonly string[]) => EMAIL_BLOCKING_REASONS.some((reason) => disabledReasons.includes(reason));

/**
 * The one question every sender asks before sending a notification: the member's choice for this type and channel,
 * a channel the type has at all, and, for e-mail, no bounce or spam complaint on the address.
 */
export function isNotificationAllowed(
  settings: NotificationSettings,
  type: NotificationType,
  channel: NotificationChannel,
  disabledReasons: readonly string[],
): boolean {
  if (channel === 'push') return hasPushChannel(type) && settings[type].push;
  return !isEmailBlocked(disabledReasons) && settings[type].email;
}

/**
 * When the member consented to a marketing type: set at the moment it goes from off to on (any channel), kept while
 * it stays on, cleared when it is switched off again (consent withdrawn). Null for every other type.
 */
export function marketingConsentAt(type: NotificationType, before: ChannelSettings, after: ChannelSettings, consentAt: Date | null, now: Date): Date | null {
  if (!isMarketingNotification(type)) return null;
  const wasOn = before.email || before.push;
  const isOn = after.email || after.push;
  if (!isOn) return null;
  return wasOn && consentAt ? consentAt : now;
}
