import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, type Locale } from '@app/shared';

interface FirstLoad { routes: Record<string, string[]>; locales: Record<string, string[]> }

/**
 * The build's dist/first-load.json (apps/web/build/first-load-preloads.ts): per route and per locale, the code the app
 * would only ask for after its entry has run. Named in the head, the browser fetches it in the same round trip.
 */
export function loadFirstLoadPreloads(webDist: string): (routeName: string | null, locale: Locale) => string {
  const file = path.join(webDist, 'first-load.json');
  let firstLoad: FirstLoad = { routes: {}, locales: {} };
  try {
    if (fs.existsSync(file)) firstLoad = JSON.parse(fs.readFileSync(file, 'utf8')) as FirstLoad;
  } catch {
    // An unreadable file only costs the hints.
  }
  return (routeName, locale) => [...(firstLoad.locales[locale] ?? []), ...(routeName ? firstLoad.routes[routeName] ?? [] : [])]
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('');
}
