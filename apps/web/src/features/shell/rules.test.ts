import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/render';
import {
  isPushAvailable, languageOptions, showActivationReminder, showAddPhotoWarning, showBackButton, showDisabledNotificationsAlert,
  showFooter, showPushOptIn, showSiteEntryWarning, showUsFooter, type EntryWarningContext,
} from './rules';

const visitor: EntryWarningContext = {
  isLoggedIn: false, isInstalledApp: false, enableSiteEntryPopup: 'yes', isDismissed: false, country: 'NL', popupCountries: [],
  routeName: 'index', layout: 'default',
};

describe('site-entry warning', () => {
  it('shows to a logged-out visitor who has not dismissed it', () => {
    expect(showSiteEntryWarning(visitor)).toBe(true);
  });

  it.each([
    ['a logged-in member', { isLoggedIn: true }],
    ['installed-app mode', { isInstalledApp: true }],
    ['enable_site_entry_popup "no"', { enableSiteEntryPopup: 'no' as const }],
    ['an earlier dismissal', { isDismissed: true }],
    ['a country outside the list', { popupCountries: ['DE'] }],
    ['an unknown country when a list is set', { country: null, popupCountries: ['NL'] }],
    ['complete-signup', { routeName: 'complete-signup' }],
    ['reset-password', { routeName: 'reset-password' }],
    ['reset-password-do', { routeName: 'reset-password-do' }],
  ])('is not shown for %s', (_, change) => {
    expect(showSiteEntryWarning({ ...visitor, ...change })).toBe(false);
  });

  it('shows inside the optional country list', () => {
    expect(showSiteEntryWarning({ ...visitor, popupCountries: ['NL', 'BE'] })).toBe(true);
  });

  it('shows on chat and lander layouts only for NL and DE', () => {
    for (const layout of ['chat', 'lander'] as const) {
      expect(showSiteEntryWarning({ ...visitor, layout, country: 'NL' })).toBe(true);
      expect(showSiteEntryWarning({ ...visitor, layout, country: 'DE' })).toBe(true);
      expect(showSiteEntryWarning({ ...visitor, layout, country: 'BE' })).toBe(false);
    }
    expect(showSiteEntryWarning({ ...visitor, layout: 'default', country: 'BE' })).toBe(true);
  });
});

describe('activation reminder', () => {
  const unconfirmed = userFixture({ status: 'not_confirmed' }, { status: 'disabled' });
  it('shows for a not_confirmed member with a disabled profile', () => {
    expect(showActivationReminder(unconfirmed, 'members')).toBe(true);
  });
  it('does not show on signup, settings or notifications, to active members, or with disabled notification types', () => {
    for (const route of ['signup', 'settings', 'notifications']) expect(showActivationReminder(unconfirmed, route)).toBe(false);
    expect(showActivationReminder(userFixture(), 'members')).toBe(false);
    expect(showActivationReminder({ ...unconfirmed, notifications_disabled: ['bounce'] }, 'members')).toBe(false);
    expect(showActivationReminder(null, 'members')).toBe(false);
  });
});

describe('add-profile-photo warning', () => {
  it('shows without a main image until dismissed, except on the listed routes', () => {
    expect(showAddPhotoWarning(userFixture(), 'members', false)).toBe(true);
    expect(showAddPhotoWarning(userFixture(), 'members', true)).toBe(false);
    for (const route of ['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings']) {
      expect(showAddPhotoWarning(userFixture(), route, false), route).toBe(false);
    }
  });
  it('does not show when the profile has a main image', () => {
    const withPhoto = userFixture({}, { main_image: { thumb_filename: 't.webp' } as never });
    expect(showAddPhotoWarning(withPhoto, 'members', false)).toBe(false);
  });
});

describe('push opt-in', () => {
  const capable = { isCapable: true, isSubscribed: false as const };
  it('is available to logged-in capable members who are not subscribed, when the site has a public key', () => {
    expect(isPushAvailable(true, capable, 'key')).toBe(true);
    expect(isPushAvailable(false, capable, 'key')).toBe(false);
    expect(isPushAvailable(true, capable, null)).toBe(false);
    expect(isPushAvailable(true, { isCapable: false, isSubscribed: false }, 'key')).toBe(false);
    expect(isPushAvailable(true, { isCapable: true, isSubscribed: '{"endpoint":"x"}' }, 'key')).toBe(false);
  });
  it('hides the alert on signup, notifications, activate-done, directdebit and premium, and after dismissal', () => {
    expect(showPushOptIn(true, 'members', false)).toBe(true);
    expect(showPushOptIn(true, 'members', true)).toBe(false);
    for (const route of ['signup', 'notifications', 'activate-done', 'directdebit', 'premium']) expect(showPushOptIn(true, route, false)).toBe(false);
  });
});

describe('other shell rules', () => {
  it('shows the disabled-notifications alert while notification types are disabled and it is not dismissed', () => {
    expect(showDisabledNotificationsAlert(userFixture({ notifications_disabled: ['fbl'] }), false)).toBe(true);
    expect(showDisabledNotificationsAlert(userFixture({ notifications_disabled: ['fbl'] }), true)).toBe(false);
    expect(showDisabledNotificationsAlert(userFixture(), false)).toBe(false);
  });
  it('shows the back button only in installed-app mode, with history, on the listed pages', () => {
    // Spec 2: member profile (also reached from likes), likes, credits and payment-method pages.
    for (const page of ['members-id', 'likes-m-id', 'likes', 'likes-type', 'credits', 'credits-id-paymentmethod']) {
      expect(showBackButton(true, page, true)).toBe(true);
    }
    for (const page of ['index', 'members', 'chats-id', 'members-id-chat', 'premium', 'profile', 'transactions-id']) {
      expect(showBackButton(true, page, true)).toBe(false);
    }
    expect(showBackButton(true, null, true)).toBe(false);
    expect(showBackButton(false, 'members-id', true)).toBe(false);
    expect(showBackButton(true, 'members-id', false)).toBe(false);
    expect(showBackButton(true, 'chats', true)).toBe(false);
  });
  it('shows the US footer for English with the US flag only', () => {
    expect(showUsFooter('en-US', true)).toBe(true);
    expect(showUsFooter('en', true)).toBe(true);
    expect(showUsFooter('en-US', false)).toBe(false);
    expect(showUsFooter('nl', true)).toBe(false);
    expect(showUsFooter('es', true)).toBe(false);
  });
  it('hides the footer on the index page for members only', () => {
    expect(showFooter(true, 'index')).toBe(false);
    expect(showFooter(false, 'index')).toBe(true);
    expect(showFooter(true, 'members')).toBe(true);
  });
  it('offers the languages of the visitor country, the current one and the site language', () => {
    expect(languageOptions(['nl', 'fr', 'de'], 'nl', 'nl')).toEqual(['nl', 'fr', 'de']);
    expect(languageOptions(['de', 'it', 'fr', 'en'], 'nl', 'nl')).toEqual(['nl', 'de', 'it', 'fr', 'en']);
    expect(languageOptions(undefined, 'en', 'nl')).toEqual(['en', 'nl']);
  });
});
