/*
 * Fetching a page's code ahead of a click need not run it: import() would evaluate every module of the page at once,
 * a long task on a phone just when the member may start scrolling. The build writes each route's files to
 * dist/first-load.json (apps/web/build/first-load-preloads.ts, also read by the server for the first page's head);
 * named in <link rel="modulepreload">, the browser fetches and compiles them and runs nothing until the page opens.
 */

type RouteCode = Readonly<Record<string, readonly string[]>>;

let routeCode: Promise<RouteCode | null> | null = null;

/** The map, fetched once; null where there is none (the development server has no build). */
function loadRouteCode(): Promise<RouteCode | null> {
  routeCode ??= fetch('/first-load.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() as Promise<{ routes?: RouteCode }> : null))
    .then((map) => map?.routes ?? null)
    .catch(() => null);
  return routeCode;
}

/**
 * Names `routeName`'s files in modulepreload links (those the page does not already have). False when the map does
 * not know the route, so the caller can fall back to loading it.
 */
export async function preloadRouteCode(routeName: string): Promise<boolean> {
  const files = (await loadRouteCode())?.[routeName];
  if (!files) return false;
  const present = new Set([...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[src]')]
    .map((element) => new URL(element instanceof HTMLLinkElement ? element.href : element.src, location.href).pathname));
  for (const href of files) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return true;
}
