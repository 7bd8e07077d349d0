import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, type Locale } from '@app/shared';

interface FirstLoad {
  routes: Record<string, string[]>;
  /** Per route, the stylesheets of its page: linked in the head, so the page need not wait for them after its code. */
  styles?: Record<string, string[]>;
  /** Per locale, the first part of the texts (every page) and the later part (the routes in laterTextRoutes). */
  locales: Record<string, string[]>;
  laterLocales?: Record<string, string[]>;
  laterTextRoutes?: string[];
}

/**
 * The build's dist/first-load.json (apps/web/build/first-load-preloads.ts): per route and per locale, the code the app
 * would only ask for after its entry has run. Named in the head, the browser fetches it in the same round trip; the
 * page's stylesheets are linked there too (the app's code sees them there and does not add them again).
 */
export function loadFirstLoadPreloads(webDist: string): (routeName: string | null, locale: Locale) => string {
  const file = path.join(webDist, 'first-load.json');
  let firstLoad: FirstLoad = { routes: {}, locales: {} };
  try {
    if (fs.existsSync(file)) firstLoad = JSON.parse(fs.readFileSync(file, 'utf8')) as FirstLoad;
  } catch {
    // An unreadable file only costs the hints.
  }
  const laterTextRoutes = new Set(firstLoad.laterTextRoutes ?? []);
  return (routeName, locale) => [
    ...(firstLoad.locales[locale] ?? []),
    ...(routeName && laterTextRoutes.has(routeName) ? firstLoad.laterLocales?.[locale] ?? [] : []),
    ...(routeName ? firstLoad.routes[routeName] ?? [] : []),
  ].map((href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('')
    + (routeName ? firstLoad.styles?.[routeName] ?? [] : []).map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
}
