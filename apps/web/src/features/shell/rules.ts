import type { LayoutName } from '@app/shared/routes';
import type { User } from '@app/shared';

/*
 * The shell's display rules from spec sections 2 and 4, as pure functions of what the page knows,
 * so each condition is tested on its own and the components only read the answers.
 */

export interface EntryWarningContext {
  isLoggedIn: boolean;
  isInstalledApp: boolean;
  enableSiteEntryPopup: 'yes' | 'no';
  isDismissed: boolean;
  /** The visitor's selected country (geoip_selected_country, else geoip_country). */
  country: string | null;
  /** Optional list; empty means every country. */
  popupCountries: readonly string[];
  routeName: string | null;
  layout: LayoutName;
}

const ENTRY_WARNING_HIDDEN_ROUTES = new Set(['complete-signup', 'reset-password', 'reset-password-do']);
const ENTRY_WARNING_STRICT_COUNTRIES = new Set(['NL', 'DE']);

export function showSiteEntryWarning(c: EntryWarningContext): boolean {
  if (c.isLoggedIn || c.isInstalledApp || c.enableSiteEntryPopup === 'no' || c.isDismissed) return false;
  if (c.popupCountries.length > 0 && (!c.country || !c.popupCountries.includes(c.country))) return false;
  if (c.routeName && ENTRY_WARNING_HIDDEN_ROUTES.has(c.routeName)) return false;
  if (c.layout === 'chat' || c.layout === 'lander') return c.country !== null && ENTRY_WARNING_STRICT_COUNTRIES.has(c.country);
  return true;
}

const ACTIVATION_REMINDER_HIDDEN = new Set(['signup', 'settings', 'notifications']);
export function showActivationReminder(user: User | null, routeName: string | null): boolean {
  return user !== null && user.status === 'not_confirmed' && user.profile.status === 'disabled'
    && user.notifications_disabled.length === 0 && !(routeName && ACTIVATION_REMINDER_HIDDEN.has(routeName));
}

const ADD_PHOTO_HIDDEN = new Set(['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings']);
/** Spec 2: while the profile has no main image (the member record carries it, so an upload hides it at once). */
export function showAddPhotoWarning(user: User | null, routeName: string | null, isDismissed: boolean): boolean {
  return user !== null && !user.profile.main_image && !isDismissed && !(routeName && ADD_PHOTO_HIDDEN.has(routeName));
}

export interface PushState { isCapable: boolean; isSubscribed: null | false | string | 'denied' }
const PUSH_ALERT_HIDDEN = new Set(['signup', 'notifications', 'activate-done', 'directdebit', 'premium']);
/** Spec 4: push is offered to logged-in, capable members who are not subscribed, when the site has a public key. */
export function isPushAvailable(isLoggedIn: boolean, push: PushState, publicKey: string | null): boolean {
  return isLoggedIn && push.isCapable && !push.isSubscribed && Boolean(publicKey);
}
export function showPushOptIn(pushAvailable: boolean, routeName: string | null, isDismissed: boolean): boolean {
  return pushAvailable && !isDismissed && !(routeName && PUSH_ALERT_HIDDEN.has(routeName));
}

export function showDisabledNotificationsAlert(user: User | null, isDismissed: boolean): boolean {
  return user !== null && user.notifications_disabled.length > 0 && !isDismissed;
}

const BACK_BUTTON_ROUTES = new Set(['members-id', 'likes', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod']);
export function showBackButton(isInstalledApp: boolean, routeName: string | null, hasHistory: boolean): boolean {
  return isInstalledApp && hasHistory && routeName !== null && BACK_BUTTON_ROUTES.has(routeName);
}

/** The footer is on every page except a member's index page (a member is redirected from it anyway). */
export function showFooter(isLoggedIn: boolean, routeName: string | null): boolean {
  return !(isLoggedIn && routeName === 'index');
}

/** The languages the dropdown offers: those of the visitor's country (spec 9), plus the current and the site's own. */
export function languageOptions<L extends string>(countryLanguages: readonly L[] | undefined, current: L, siteLanguage: L): L[] {
  return [...new Set([current, ...(countryLanguages ?? []), siteLanguage])];
}

/** Spec 2: the US footer shows when the page is in English (either variant) and the site has the US flag set. */
export const showUsFooter = (locale: string, usFlag: boolean) => usFlag && (locale === 'en' || locale === 'en-US');
