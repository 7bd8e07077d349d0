/**
 * The spec's route table (section 2), one entry per route with its internal name. The web app maps names to
 * pages; the server uses the same table to write the page head (title) before any script runs.
 */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';
/** member: logged-in only; guest: logged-out only (a member is sent on to /members); any: both. */
export type RouteAccess = 'any' | 'member' | 'guest';

export interface RouteDefinition {
  name: string;
  path: string;
  layout: LayoutName;
  access: RouteAccess;
}

const LANDERS_WITH_SLUG = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'] as const;
export const INFO_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];
/** Pages reached through the spec's top-level {token} route; any other token is "not found". */
export const TOKEN_PAGES = ['2257'] as const;

const route = (name: string, path: string, layout: LayoutName = 'default', access: RouteAccess = 'any'): RouteDefinition =>
  ({ name, path, layout, access });

export const ROUTES: readonly RouteDefinition[] = [
  route('index', '/'),
  route('likes', '/likes', 'default', 'member'),
  route('likes-type', '/likes/:type', 'default', 'member'),
  route('likes-m-id', '/likes/m/:id', 'default', 'member'),
  route('members', '/members'),
  route('members-id', '/members/:id'),
  route('members-id-chat', '/members/:id/chat', 'chat', 'any'),
  route('members-id-landing', '/members/:id/landing', 'lander', 'guest'),
  route('members-id-signup', '/members/:id/signup', 'empty', 'guest'),
  route('members-id-landing2-slug', '/members/:id/landing2/:slug?', 'lander', 'guest'),
  route('members-id-landing3-slug', '/members/:id/landing3/:slug?', 'lander', 'guest'),
  route('chats', '/chats', 'chat', 'member'),
  route('chats-id', '/chats/:id', 'chat', 'member'),
  route('account-deleted', '/account-deleted'),
  route('complaints', '/complaints'),
  route('complete-signup', '/complete-signup', 'empty', 'member'),
  route('credits', '/credits', 'default', 'member'),
  route('credits-repeat-order', '/credits/repeat-order', 'default', 'member'),
  route('credits-id-paymentmethod', '/credits/:id/:paymentmethod?', 'default', 'member'),
  route('directdebit', '/directdebit', 'default', 'member'),
  route('lang-config', '/lang-config'),
  route('login', '/login', 'default', 'guest'),
  route('match-finder', '/match-finder', 'default', 'member'),
  route('notifications', '/notifications', 'default', 'member'),
  route('premium', '/premium', 'default', 'member'),
  route('pricing', '/pricing'),
  route('profile', '/profile', 'default', 'member'),
  route('settings', '/settings', 'default', 'member'),
  route('signup', '/signup', 'default', 'guest'),
  route('signup-matches', '/signup-matches', 'default', 'member'),
  route('swipe-game', '/swipe-game', 'default', 'member'),
  route('reset-password', '/reset-password'),
  route('reset-password-do', '/reset-password/do'),
  route('transactions-id', '/transactions/:id?', 'default', 'member'),
  route('activate-done', '/activate/done'),
  route('activate-error', '/activate/error'),
  route('mail-change-do', '/mail-change/do'),
  ...INFO_PAGES.map((page) => route(`pages-${page}`, `/pages/${page}`)),
  ...LANDERS_WITH_SLUG.map((lander) => route(`landers-${lander}`, `/landers/${lander}/:slug?`, 'lander', 'guest')),
  route('landers-tinderswipe', '/landers/tinderswipe', 'lander', 'guest'),
  // Last: a single segment that is none of the above, validated against TOKEN_PAGES.
  route('token', '/:token'),
];

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

function compile(path: string): RegExp {
  if (path === '/') return /^\/$/;
  const pattern = path.split('/').slice(1).map((segment) => {
    if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    return optional ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
  }).join('');
  return new RegExp(`^${pattern}/?$`);
}

const compiled = ROUTES.map((definition) => ({ definition, regex: compile(definition.path) }));

/** The route a path belongs to, as the router would pick it (static segments before parameters); null is "not found". */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { definition, regex } of compiled) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params = { ...found.groups };
    if (definition.name === 'token' && !(TOKEN_PAGES as readonly string[]).includes(params.token ?? '')) return null;
    return { route: definition, params };
  }
  return null;
}
