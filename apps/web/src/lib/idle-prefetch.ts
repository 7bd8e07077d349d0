import { IDLE_PREFETCH_DELAY_MS } from '@app/shared/constants';

/*
 * Spec 9: once a page has loaded and the browser is idle, the code of the pages a visitor or member most likely opens
 * next is fetched, so that click shows its page at once. Kept to a few routes per page: every chunk fetched here is
 * data a phone on a metered plan pays for.
 */

/** The top bar's destinations: where a member goes from a page without a more specific next step. */
const MEMBER_DEFAULT = ['members', 'chats', 'likes'] as const;

const MEMBER_NEXT: Readonly<Record<string, readonly string[]>> = {
  members: ['members-id', 'chats', 'likes'],
  'members-id': ['members-id-chat', 'members'],
  'likes-m-id': ['members-id-chat', 'likes'],
  likes: ['likes-m-id', 'members-id-chat'],
  'likes-type': ['likes-m-id', 'members-id-chat'],
  chats: ['chats-id', 'members-id'],
  'chats-id': ['members-id', 'chats'],
  'members-id-chat': ['members-id', 'chats'],
  credits: ['credits-id-paymentmethod'],
  premium: ['credits-id-paymentmethod'],
  'credits-id-paymentmethod': ['transactions-id'],
  profile: ['settings', 'members'],
  settings: ['notifications', 'profile'],
};

/**
 * A visitor's next step is logging in or signing up. The home page does not offer member search: most sites send
 * visitors from it to the login page. The landers are a lean entry of their own and prefetch nothing of the app.
 */
const VISITOR_NEXT: Readonly<Record<string, readonly string[]>> = {
  index: ['login', 'signup'],
  login: ['signup', 'reset-password'],
  signup: ['login'],
  members: ['members-id', 'login'],
  'members-id': ['signup', 'login'],
  'reset-password': ['login'],
};

/** The routes whose page code is worth fetching while `routeName` is shown; never the current one. */
export function likelyNextRoutes(routeName: string | null, isLoggedIn: boolean): string[] {
  if (routeName === null) return [];
  const next = isLoggedIn ? (MEMBER_NEXT[routeName] ?? MEMBER_DEFAULT) : (VISITOR_NEXT[routeName] ?? []);
  return next.filter((name) => name !== routeName);
}

/** What the Network Information API tells (Chromium only; other browsers say nothing and get the prefetch). */
export interface ConnectionHints { saveData?: boolean; effectiveType?: string }

/** No prefetch when the visitor asked to save data or the connection is 2G: the bytes would cost more than they save. */
export function isPrefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** Safari has no requestIdleCallback: there a zero timeout after the delay stands in for it. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/**
 * After the page's load event, waits IDLE_PREFETCH_DELAY_MS and then for an idle moment, and prefetches `routeNames`.
 * Returns a cancel function: leaving the page before then prefetches nothing for it.
 */
export function scheduleIdlePrefetch(routeNames: readonly string[], prefetch: (routeName: string) => Promise<unknown>): () => void {
  const connection = (window.navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (routeNames.length === 0 || !isPrefetchAllowed(connection)) return () => {};
  let cancelIdle: (() => void) | null = null;
  let timer: number | undefined;
  const startDelay = () => {
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => { for (const name of routeNames) void prefetch(name); });
    }, IDLE_PREFETCH_DELAY_MS);
  };
  // The first page's images and fonts come first: its delay starts at the load event, not at the first render.
  const waitsForLoad = document.readyState !== 'complete';
  if (waitsForLoad) window.addEventListener('load', startDelay, { once: true });
  else startDelay();
  return () => {
    if (waitsForLoad) window.removeEventListener('load', startDelay);
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
