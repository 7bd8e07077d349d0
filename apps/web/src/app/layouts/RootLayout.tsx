import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useAuthenticationLostLogout, useSession, useSessionQueries, useUserRefresh } from '../../features/session';
import { SignupModalProvider } from '../../features/account';
import { CareNotices } from '../../features/care';
import { ChatSync } from '../../features/chat';
import { LikesSync } from '../../features/likes';
import { PageTitle, useAppBadge, useChatCounts, usePushState } from '../../features/shell';
import { useCurrentRoute } from '../../lib/route-context';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { RouteProgressBar } from '../RouteProgressBar';
import { useIdlePrefetch } from '../use-idle-prefetch';

/** Spec 2: scroll to the top on navigation, or to the element a hash names. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) { target.scrollIntoView(); return; }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/*
 * Each of these follows something that changes while a page is shown (the address, the navigation, the counts, the
 * push state) and renders nothing: held in the layout itself, every change would render the whole page again, a long
 * task on a phone each time the chats or likes answer after the first paint.
 */
function ScrollOnNavigate() { useScrollOnNavigate(); return null; }
function IdlePrefetch() { useIdlePrefetch(); return null; }

function MemberUpkeep({ isLoggedIn }: { isLoggedIn: boolean }) {
  const counts = useChatCounts();
  const push = usePushState();
  const pushSubscribed = typeof push.isSubscribed === 'string' && push.isSubscribed !== 'denied';
  useUserRefresh(isLoggedIn, pushSubscribed);
  useAppBadge(isLoggedIn ? counts.unread + counts.newLikes : 0);
  return null;
}

/**
 * What the first screen does not show starts from the first frame on, so its code, requests and renders leave the
 * first screen's to it: the member's upkeep (periodic refresh, app badge, push state) and, for members only (visitors
 * never load the code), the socket, the chats' and likes' refresh, their counts and the match overlay. What arrives
 * in between is not lost: each loads its lists when it starts.
 */
function AfterFirstPaint({ isLoggedIn }: { isLoggedIn: boolean }) {
  const ready = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <>
      <MemberUpkeep isLoggedIn={isLoggedIn} />
      {isLoggedIn && <Suspense fallback={null}><ChatSync /></Suspense>}
      {isLoggedIn && <Suspense fallback={null}><LikesSync /></Suspense>}
    </>
  );
}

export function RootLayout() {
  const { t } = useTranslation();
  // The one observer of the settings and the member, which keeps them fresh; everyone else reads the cache.
  useSessionQueries();
  const { isLoggedIn } = useSession();
  const route = useCurrentRoute();
  useAuthenticationLostLogout();
  return (
    <div className={`app-root ${isLoggedIn ? 'logged-in' : 'logged-out'}`}>
      <ScrollOnNavigate />
      <IdlePrefetch />
      <RouteProgressBar />
      <AfterFirstPaint isLoggedIn={isLoggedIn} />
      {/* Staff's warnings and the care notice: a small request for members; the UI loads only when there is one. */}
      <CareNotices isLoggedIn={isLoggedIn} />
      {route && <PageTitle title={route.name === 'index' ? undefined : t(`web.titles.${route.name}`)} />}
      <SignupModalProvider>
        <Outlet />
      </SignupModalProvider>
    </div>
  );
}
