import { useCallback, useSyncExternalStore } from 'react';
import { matchesMedia, subscribeToMedia } from './media-query';

// The sites' manifests ask for display "standalone": the mode an app opened from the home screen runs in.
const STANDALONE_QUERY = '(display-mode: standalone)';

/** Installed-app mode: the site runs from the home screen (display-mode standalone, or iOS's navigator.standalone). */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || matchesMedia(STANDALONE_QUERY);
}

/**
 * Installed-app mode, followed live: the display mode changes while the page runs when a browser moves a tab into
 * the installed app's window (or back), so the back button and the entry warning follow without a reload.
 */
export function useIsInstalledApp(): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToMedia(STANDALONE_QUERY, onChange), []);
  return useSyncExternalStore(subscribe, isInstalledApp, () => false);
}

/**
 * Whether going back stays inside the app. The browser router numbers this tab's entries in history.state (`idx`:
 * 0 for the first page, kept by a replace and by a reload), so a first page opened from the home screen, or one a
 * redirect replaced, has nothing to go back to, while a reload on a later page still has.
 */
export function hasInAppHistory(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
