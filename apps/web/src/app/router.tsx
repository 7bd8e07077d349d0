import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { ROUTES, TOKEN_PAGES, type LayoutName, type RouteDefinition } from '@app/shared/routes';
import { canSearchLoggedOut } from '@app/shared/rules/site-access';
import { useSession, useSiteSettings } from '../features/session';
import { hasTrafficSource } from '../lib/tracking';
import { ErrorPage, NotFoundPage } from '../features/shell';
import { RootLayout } from './layouts/RootLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { ChatLayout } from './layouts/ChatLayout';
import { LanderLayout } from './layouts/LanderLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { loadPage } from './pages';

/**
 * Where a route sends someone who may not see it; null means "show the page". A member on /login is left to the
 * login page, which sends them on to ?redirect= (when it is a safe path on this site) or to /members.
 */
export function guardRedirect(route: RouteDefinition, isLoggedIn: boolean, path: string, membersVisibleLoggedOut: boolean): string | null {
  if (route.name === 'index' && isLoggedIn) return '/members';
  if (route.access === 'member' && !isLoggedIn) return `/login?redirect=${encodeURIComponent(path)}`;
  if (route.access === 'guest' && isLoggedIn && route.name !== 'login') return '/members';
  if ((route.name === 'members' || route.name === 'members-id') && !isLoggedIn && !membersVisibleLoggedOut) {
    return `/login?redirect=${encodeURIComponent(path)}`;
  }
  return null;
}

function GuardedPage({ route, Page }: { route: RouteDefinition; Page: ComponentType }) {
  const { isLoggedIn } = useSession();
  const settings = useSiteSettings();
  const location = useLocation();
  const params = useParams();
  const redirect = guardRedirect(route, isLoggedIn, location.pathname + location.search, canSearchLoggedOut(settings, hasTrafficSource()));
  if (redirect) return <Navigate to={redirect} replace />;
  // The {token} route only knows a few tokens; the rest is "not found" (spec: a route validation step may yield 404).
  if (route.name === 'token' && !(TOKEN_PAGES as readonly string[]).includes(params.token ?? '')) return <NotFoundPage />;
  return <Page />;
}

const LAYOUTS: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout, chat: ChatLayout, lander: LanderLayout, empty: EmptyLayout,
};

/**
 * Landers are a page of their own (lander.html, a lean entry the server serves for every lander route): a link to one
 * from inside the app loads that page. A loader runs before the address changes, so the address still differs for a
 * link; on a first load (only the dev server answers a lander path with this app) the in-app fallback shows instead.
 */
export function leaveForLanderPage({ request }: { request: Request }): Promise<never> | null {
  const target = new URL(request.url);
  if (target.pathname === window.location.pathname) return null;
  window.location.assign(target.pathname + target.search);
  // Keep the current page on screen while the browser loads the lander.
  return new Promise<never>(() => {});
}

export function buildRoutes(): RouteObject[] {
  const byLayout = (layout: LayoutName) => ROUTES.filter((r) => r.layout === layout).map((route): RouteObject => ({
    path: route.path,
    handle: { name: route.name, layout: route.layout },
    ...(layout === 'lander' ? { loader: leaveForLanderPage } : {}),
    // The router waits for the page's chunk before it shows the page: no placeholder flashes and nothing shifts.
    lazy: async () => {
      const { default: Page } = await loadPage(route.name);
      return { Component: () => <GuardedPage route={route} Page={Page} /> };
    },
  }));
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).map((layout): RouteObject => {
    const Layout = LAYOUTS[layout];
    const children = byLayout(layout);
    if (layout === 'default') children.push({ path: '*', element: <NotFoundPage /> });
    return { element: <Layout />, children };
  });
  return [{ element: <RootLayout />, errorElement: <ErrorPage />, children: [{ errorElement: <ErrorPage />, children: layouts }] }];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
