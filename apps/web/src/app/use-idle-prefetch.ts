import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useSession } from '../features/session';
import { likelyNextRoutes, scheduleIdlePrefetch } from '../lib/idle-prefetch';
import { useCurrentRoute } from '../lib/route-context';
import { prefetchPage } from './pages';

/** Spec 9: once the shown page has loaded, fetch the code of its likely next pages in the browser's idle time. */
export function useIdlePrefetch() {
  const isPageLoaded = useNavigation().state === 'idle';
  const routeName = useCurrentRoute()?.name ?? null;
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (!isPageLoaded) return undefined;
    return scheduleIdlePrefetch(likelyNextRoutes(routeName, isLoggedIn), prefetchPage);
  }, [isPageLoaded, routeName, isLoggedIn]);
}
