import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import { ageOn, escapeHtml, matchRoute, type FirstSearch, type Locale } from '@app/shared';
import { photos } from '../../db/schema/index.js';
import { translate } from '@app/shared/i18n';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { THEME_COLOR } from '../sites/site-icon.js';
import { loadFirstLoadPreloads } from './first-load-preloads.js';
import { siteBaseUrl } from '../mail/account-mail.job.js';
import { localisedSiteTexts, presentSettings } from '../sites/present-settings.js';
import { presentUser } from '../accounts/present-user.js';
import { photoUrl } from '../profiles/present-member.js';
import { profileAccess, viewerOf } from '../profiles/profiles.policy.js';
import { rememberFirstTouch } from '../tracking/visitor-tracking.js';
import { isMemberLanding, landerOfRoute } from '@app/shared/contracts/landers';
import { landerPage } from '../landers/lander-page.js';
import { firstSearch } from '../profiles/first-search.js';

export const webDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/** What a shared link to a profile shows: only for a visible profile whose main image is active (spec 4). */
export interface SharePreview { title: string; description: string; imagePath: string }

export async function memberSharePreview(deps: Pick<AppDeps, 'db' | 'clock'>, site: SiteWithCompany, locale: Locale, profileId: number): Promise<SharePreview | null> {
  // A link preview is fetched by a crawler without a session: it sees what a visitor sees, through the one policy.
  const access = await profileAccess(deps.db, viewerOf(site, null), profileId);
  if (access?.kind !== 'visible' || !access.profile.mainPhotoId) return null;
  const [photo] = await deps.db.select().from(photos).where(eq(photos.id, access.profile.mainPhotoId));
  if (!photo || photo.status !== 'active' || photo.isPrivate) return null;
  const age = ageOn(access.profile.dateOfBirth, deps.clock.now());
  return {
    title: `${access.profile.name}, ${age}`,
    description: (access.profile.about ?? localisedSiteTexts(site, locale).description).slice(0, 160),
    imagePath: photoUrl(photo, 'full'),
  };
}

export function renderHead(site: SiteWithCompany, locale: Locale, pathname: string, publicUrl: string, share: SharePreview | null = null): { head: string; status: number } {
  const match = matchRoute(pathname);
  const texts = localisedSiteTexts(site, locale);
  const title = !match ? `${translate(locale, 'web.error.not_found')} - ${site.name}`
    : share ? `${share.title} - ${site.name}`
      : match.route.name === 'index' ? texts.index_title
        : `${translate(locale, `web.titles.${match.route.name}`)} - ${site.name}`;
  const description = share?.description ?? texts.description;
  const url = siteBaseUrl(site, publicUrl) + pathname;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:type" content="${share ? 'profile' : 'website'}">`,
    `<meta property="og:image" content="${escapeHtml(siteBaseUrl(site, publicUrl))}${escapeHtml(share?.imagePath ?? '/icons/icon-512.png')}">`,
  ].join('\n    ');
  return { head, status: match ? 200 : 404 };
}

/**
 * The site's settings and the member (or null), written into the page as inert JSON (CSP allows it: it is not a
 * script), so the first paint needs no extra round trip and a visitor's browser logs no 403 for GET user.php.
 */
export function bootData(request: FastifyRequest, deps: Pick<AppDeps, 'clock'>, search: FirstSearch | null = null): string {
  const data = {
    settings: presentSettings(request.site, { country: request.geoCountry, selected: request.geoCountry }, request.locale),
    user: request.auth ? presentUser(request.auth, deps.clock.now()) : null,
    // The site's countries named in the page's language: the browser would otherwise load its country data first.
    countryNames: { locale: request.locale, names: countryNamesIn(request.locale, request.site.countries) },
    ...(search ? { search } : {}),
  };
  // "<" escaped, so no value can close the script element.
  return `\n    <script id="app-boot" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export const injectHead = (template: string, locale: Locale, head: string) => template
  .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(locale)}"`)
  .replace('<!--app-head-->', head);

/** Serves the built web app, if there is one, with the SPA fallback and a head written per site and route. */
export async function serveWebApp(app: FastifyInstance, deps: AppDeps): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  const consoleFile = path.join(webDist, 'console', 'console.html');
  const consoleTemplate = fs.existsSync(consoleFile) ? fs.readFileSync(consoleFile, 'utf8') : null;
  // Landers are their own lean entry of the member build (lander.html): no router, query cache or i18n library.
  const landerFile = path.join(webDist, 'lander.html');
  const landerTemplate = fs.existsSync(landerFile) ? fs.readFileSync(landerFile, 'utf8') : null;
  const preloadsFor = loadFirstLoadPreloads(webDist);
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, preCompressed: true });
  // Hashed assets never change; the page itself must always be fresh.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') || request.url.startsWith('/console/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
  });
  return async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // HEAD too: uptime monitors and link checkers ask for the head only.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|dev)\//.test(pathname) && !/\.\w+$/.test(pathname);
    if (!isPage) return false;
    // The operator console: its own page and code, no member data in it; its API decides who may use it.
    if (consoleTemplate && /^\/console(\/|$)/.test(pathname)) {
      const html = consoleTemplate.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(request.locale)}"`);
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(html);
      return true;
    }
    // Spec 3's first touch, kept before any script runs (a visitor who leaves at once is still attributed later).
    rememberFirstTouch(request, reply, deps.clock.now());
    const match = matchRoute(pathname);
    const lander = landerTemplate && match?.route.layout === 'lander' ? landerOfRoute(match.route.name) : null;
    if (lander) {
      // Landers are for visitors (access "guest"): a member goes on to the members' area, as the app's guard does.
      if (request.auth) { void reply.header('cache-control', 'private, no-cache').redirect('/members', 302); return true; }
      const page = await landerPage(deps, request, lander, match!.params);
      // A shared member landing previews its profile, as a shared profile page does.
      const profileId = isMemberLanding(lander) && /^\d{1,9}$/.test(match!.params.id ?? '') ? Number(match!.params.id) : null;
      const share = profileId ? await memberSharePreview(deps, request.site, request.locale, profileId) : null;
      const { head } = renderHead(request.site, request.locale, pathname, deps.config.publicUrl, share);
      const html = injectHead(landerTemplate!, request.locale, head + page.head + page.boot);
      void reply.status(page.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
      return true;
    }
    // Spec 2: the home page sends a member to the members' area; answered here, the app is not started twice.
    if (match?.route.name === 'index' && request.auth) { void reply.header('cache-control', 'private, no-cache').redirect('/members', 302); return true; }
    const member = /^\/members\/(\d{1,9})\/?$/.exec(pathname);
    const share = member ? await memberSharePreview(deps, request.site, request.locale, Number(member[1])) : null;
    const { head, status } = renderHead(request.site, request.locale, pathname, deps.config.publicUrl, share);
    const search = await searchForPage(deps, request, match?.route.name ?? null);
    const html = injectHead(template, request.locale, head + preloadsFor(match?.route.name ?? null, request.locale)
      + (search ? firstPhotoPreloads(search) : '') + bootData(request, deps, search));
    // The page carries the member's own record: never kept by a shared cache.
    void reply.status(status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
    return true;
  };
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** Countries' names in a language (Node carries the same CLDR data as the browsers). */
export function countryNamesIn(locale: Locale, countries: readonly string[]): Record<string, string> {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, names = new Intl.DisplayNames([locale], { type: 'region' }));
  return Object.fromEntries(countries.map((code) => [code, names.of(code) ?? code]));
}

/** /members opened without a search gets its first page in the page (see first-search.ts); a failure only costs that. */
async function searchForPage(deps: AppDeps, request: FastifyRequest, routeName: string | null): Promise<FirstSearch | null> {
  if (routeName !== 'members' || !request.auth || request.url.includes('?')) return null;
  try {
    return await firstSearch(deps, request.site, request.auth);
  } catch (error) {
    request.log.warn({ err: error }, 'first search for the page failed; the app searches itself');
    return null;
  }
}

/** The photos of the first cards, asked for with the page's code rather than after it: the largest paint. */
const FIRST_PHOTOS = 2;
export const firstPhotoPreloads = (search: FirstSearch) => search.result.profiles.slice(0, FIRST_PHOTOS)
  .map((card, index) => card.main_image ? `\n    <link rel="preload" as="image" href="${escapeHtml(card.main_image.thumb_filename)}"${index === 0 ? ' fetchpriority="high"' : ''}>` : '')
  .join('');
