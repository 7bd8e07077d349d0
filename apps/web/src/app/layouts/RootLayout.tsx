import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthenticationLostLogout, useSession, useUserRefresh } from '../../features/session';
import { SignupModalProvider } from '../../features/account';
import { CareNotices } from '../../features/care';
import { ChatSync } from '../../features/chat';
import { LikesSync } from '../../features/likes';
import { PageTitle, useAppBadge, useChatCounts, usePushState } from '../../features/shell';
import { useCurrentRoute } from '../../lib/route-context';
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

export function RootLayout() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const route = useCurrentRoute();
  useAuthenticationLostLogout();
  return (
    <div className={`app-root ${isLoggedIn ? 'logged-in' : 'logged-out'}`}>
      <ScrollOnNavigate />
      <IdlePrefetch />
      <MemberUpkeep isLoggedIn={isLoggedIn} />
      <RouteProgressBar />
      {/* The socket, the chats' and likes' refresh, their counts and the match overlay: members only (visitors never load the code). */}
      {isLoggedIn && <Suspense fallback={null}><ChatSync /></Suspense>}
      {isLoggedIn && <Suspense fallback={null}><LikesSync /></Suspense>}
      {/* Staff's warnings and the care notice: a small request for members; the UI loads only when there is one. */}
      <CareNotices isLoggedIn={isLoggedIn} />
      {route && <PageTitle title={route.name === 'index' ? undefined : t(`web.titles.${route.name}`)} />}
      <SignupModalProvider>
        <Outlet />
      </SignupModalProvider>
    </div>
  );
}
