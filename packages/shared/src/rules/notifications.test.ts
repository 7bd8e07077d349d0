import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../constants.js';
import {
  defaultNotificationSettings, hasPushChannel, isNotificationAllowed, marketingConsentAt, mergeNotificationSettings, notificationChannels,
} from './notifications.js';

const defaults = defaultNotificationSettings();

describe('notification defaults', () => {
  it('has push only for what someone just did: conversations, messages, likes and unread reminders', () => {
    expect(NOTIFICATION_TYPES.filter(hasPushChannel)).toEqual(['new_conversations', 'new_messages', 'like', 'unread_message_reminders']);
    expect(notificationChannels('like')).toEqual(['email', 'push']);
    expect(notificationChannels('news')).toEqual(['email']);
  });
  it('keeps marketing (promotions, news) off until the member opts in, everything else on', () => {
    expect(defaults.promotions).toEqual({ email: false, push: false });
    expect(defaults.news).toEqual({ email: false, push: false });
    expect(defaults.weekly_updates).toEqual({ email: true, push: false });
    expect(defaults.new_messages).toEqual({ email: true, push: true });
  });
  it('merges stored choices over the defaults and ignores push where a type has none', () => {
    const merged = mergeNotificationSettings(defaults, { like: { email: false }, news: { email: true, push: true } });
    expect(merged.like).toEqual({ email: false, push: true });
    expect(merged.news).toEqual({ email: true, push: false });
  });
});

describe('isNotificationAllowed', () => {
  it('follows the setting of the type and channel', () => {
    const settings = mergeNotificationSettings(defaults, { new_messages: { email: false } });
    expect(isNotificationAllowed(settings, 'new_messages', 'email', [])).toBe(false);
    expect(isNotificationAllowed(settings, 'new_messages', 'push', [])).toBe(true);
    expect(isNotificationAllowed(settings, 'promotions', 'email', [])).toBe(false);
  });
  it('stops all notification e-mail after a bounce or spam complaint, never push', () => {
    for (const reason of ['bounce', 'fbl']) {
      for (const type of NOTIFICATION_TYPES) expect(isNotificationAllowed(defaults, type, 'email', [reason])).toBe(false);
      expect(isNotificationAllowed(defaults, 'like', 'push', [reason])).toBe(true);
    }
  });
  it('lets listunsubscribe block nothing by itself (it switched one type off, which the settings already say)', () => {
    expect(isNotificationAllowed(defaults, 'new_messages', 'email', ['listunsubscribe'])).toBe(true);
  });
  it('never allows push for a type without a push channel, whatever is stored', () => {
    const forced = { ...defaults, weekly_updates: { email: true, push: true } };
    expect(isNotificationAllowed(forced, 'weekly_updates', 'push', [])).toBe(false);
  });
});

describe('marketingConsentAt', () => {
  const on = { email: true, push: false };
  const off = { email: false, push: false };
  const earlier = new Date('2026-01-01T10:00:00Z');
  const now = new Date('2026-02-01T10:00:00Z');
  it('records the moment of the opt-in, keeps it while on, clears it on opt-out', () => {
    expect(marketingConsentAt('promotions', off, on, null, now)).toEqual(now);
    expect(marketingConsentAt('promotions', on, on, earlier, now)).toEqual(earlier);
    expect(marketingConsentAt('promotions', on, off, earlier, now)).toBeNull();
  });
  it('keeps no consent time for types that need no opt-in', () => {
    expect(marketingConsentAt('new_messages', off, on, null, now)).toBeNull();
  });
});
