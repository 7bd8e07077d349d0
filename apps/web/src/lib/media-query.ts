import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; false where the browser (or jsdom) has no matchMedia. */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);
}

/** Calls `onChange` whenever the query's answer changes; returns the unsubscribe function. */
export function subscribeToMedia(query: string, onChange: () => void): () => void {
  const list = typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** A media query's answer, followed live (a display-mode or motion setting changed while the page runs). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToMedia(query, onChange), [query]);
  return useSyncExternalStore(subscribe, () => matchesMedia(query), () => false);
}
