import { useState } from 'react';

/** The spec's local flags: a dismissal stored with its timestamp, in localStorage (absent storage means "not dismissed"). */
export const LOCAL_FLAGS = {
  siteEntryWarning: 'site-entry-warning',
  enrichAlert: 'hide-enrich-alert',
  pushAlert: 'hide-push-notification-alert',
  disabledNotificationsAlert: 'hide-disabled-notifications-alert',
  timeBonusModal: 'hide-time-bonus-modal',
} as const;
export type LocalFlag = (typeof LOCAL_FLAGS)[keyof typeof LOCAL_FLAGS];

export function dismissedAt(flag: LocalFlag): Date | null {
  try {
    const raw = window.localStorage.getItem(flag);
    if (!raw) return null;
    const at = new Date(JSON.parse(raw) as string);
    return Number.isNaN(at.getTime()) ? null : at;
  } catch {
    return null;
  }
}

export function dismiss(flag: LocalFlag, now = new Date()): void {
  try {
    window.localStorage.setItem(flag, JSON.stringify(now.toISOString()));
  } catch { /* private mode: the dismissal lasts for this page only */ }
}

/**
 * A flag's dismissal for a component, read from storage only when asked: call isDismissed() after the rest of the
 * display rule says "show" (a dismissal only ever hides). A page's first localStorage read blocks its main thread on
 * the browser process (several ms, four times that on a phone), so a first paint without a banner to decide reads none.
 */
export function useDismissal(flag: LocalFlag) {
  const [dismissedNow, setDismissedNow] = useState(false);
  return {
    isDismissed: () => dismissedNow || dismissedAt(flag) !== null,
    dismiss: () => { dismiss(flag); setDismissedNow(true); },
  };
}
