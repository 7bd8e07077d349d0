import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@app/shared';
import { onAuthenticationLost } from '../../../lib/api';
import { sessionKeys } from '../api/keys';
import { useCachedUser } from '../api/queries';

export interface Session { user: User | null; isLoggedIn: boolean }

export function useSession(): Session {
  const user = useCachedUser() ?? null;
  return { user, isLoggedIn: user !== null };
}

/** Spec 4: any 403 with authentication_required logs a logged-in member out. */
export function useAuthenticationLostLogout() {
  const queryClient = useQueryClient();
  useEffect(() => onAuthenticationLost(() => queryClient.setQueryData(sessionKeys.user(), null)), [queryClient]);
}

export const USER_REFRESH_START_MS = 5_000;
export const userRefreshIntervalMs = (isPushSubscribed: boolean) => (isPushSubscribed ? 300_000 : 60_000);

/**
 * What else the periodic refresh reloads besides the member: the chat feature registers the chats (while its
 * realtime socket is down), the likes feature will register the likes. Each returns its unsubscribe.
 */
const periodicRefreshers = new Set<() => void>();
export function onPeriodicRefresh(refresh: () => void): () => void {
  periodicRefreshers.add(refresh);
  return () => { periodicRefreshers.delete(refresh); };
}

/** Spec 7: while logged in, refresh the member, chats and likes every 60 s (300 s with push), starting 5 s after load. */
export function useUserRefresh(isLoggedIn: boolean, isPushSubscribed = false) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
      for (const refresher of periodicRefreshers) refresher();
    };
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, userRefreshIntervalMs(isPushSubscribed));
    }, USER_REFRESH_START_MS);
    return () => { clearTimeout(start); if (interval) clearInterval(interval); };
  }, [isLoggedIn, isPushSubscribed, queryClient]);
}
