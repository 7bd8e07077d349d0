import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, escapeHtml, MIN_AGE, type Locale } from '@app/shared';
import { catalogues, type Catalogue } from '@app/shared/i18n';
import { isMemberLanding, landerMainImage, type LanderData, type LanderName } from '@app/shared/contracts/landers';
import type { AppDeps } from '../../kernel/deps.js';
import { presentSettings } from '../sites/present-settings.js';
import { getLanderData } from './get-lander-data.js';

const legalDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/shared/legal');

/**
 * The web texts a lander uses, and only those: the lander page carries them (one language) instead of downloading the
 * whole catalogue. Keys are the web catalogue's without "web.".
 */
const LANDER_TEXT_KEYS = ['landers', 'entry', 'footer.nav', 'footer.links', 'footer.fictional', 'nav.skip', 'members.online'];

function pick(catalogue: Catalogue, key: string): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** Deep merge: the locale's texts over the reference language's, so a text missing in a locale is still there. */
function overlay(base: string | Catalogue | undefined, own: string | Catalogue | undefined): string | Catalogue | undefined {
  if (typeof base !== 'object' || typeof own !== 'object') return own ?? base;
  const merged: Catalogue = { ...base };
  for (const [k, v] of Object.entries(own)) merged[k] = overlay(base[k], v) ?? v;
  return merged;
}

const textsByLocale = new Map<Locale, Catalogue>();
export function landerTexts(locale: Locale): Catalogue {
  let texts = textsByLocale.get(locale);
  if (!texts) {
    texts = {};
    for (const key of LANDER_TEXT_KEYS) {
      const value = overlay(pick(catalogues[DEFAULT_LOCALE].web as Catalogue, key), pick(catalogues[locale].web as Catalogue, key));
      if (value === undefined) continue;
      const parts = key.split('.');
      let node = texts;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Catalogue;
      node[parts.at(-1)!] = value;
    }
    textsByLocale.set(locale, texts);
  }
  return texts;
}

const entryWarnings = new Map<Locale, string>();
/** The site-entry warning (legal/<locale>/site-entry-warning.md) with the site's name and the minimum age filled in. */
export function entryWarningText(locale: Locale, siteName: string): string {
  let text = entryWarnings.get(locale);
  if (text === undefined) {
    const file = path.join(legalDir, locale, 'site-entry-warning.md');
    text = fs.readFileSync(fs.existsSync(file) ? file : path.join(legalDir, DEFAULT_LOCALE, 'site-entry-warning.md'), 'utf8');
    entryWarnings.set(locale, text);
  }
  return text.replace(/\{min_age\}/g, String(MIN_AGE)).replace(/\{site_name\}/g, siteName);
}

/** What the lander page carries: settings, the lander's data, its texts in the reader's language, the entry warning. */
export interface LanderBoot {
  settings: ReturnType<typeof presentSettings>;
  lander: LanderData;
  texts: Catalogue;
  entry_warning: string;
}

export interface LanderPage {
  /** Goes into the head: the main image's preload, so it starts with the HTML, not after the script. */
  head: string;
  /** The inert JSON the lander boots from (no API round trip before the first paint). */
  boot: string;
  /** 404 for a member landing whose profile a visitor cannot see (the page still offers others). */
  status: number;
}

export async function landerPage(deps: Pick<AppDeps, 'db' | 'clock'>, request: FastifyRequest, lander: LanderName, params: Record<string, string | undefined>): Promise<LanderPage> {
  const profileId = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const data = await getLanderData(deps, {
    site: request.site, auth: request.auth, country: request.geoCountry ?? request.site.countries[0] ?? null,
    query: { lander, slug: params.slug?.slice(0, 100), profile: profileId },
  });
  const boot: LanderBoot = {
    settings: presentSettings(request.site, { country: request.geoCountry, selected: request.geoCountry }, request.locale),
    lander: data,
    texts: landerTexts(request.locale),
    entry_warning: entryWarningText(request.locale, request.site.name),
  };
  const image = landerMainImage(data);
  return {
    head: image ? `\n    <link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">` : '',
    // "<" escaped, so no value can close the script element.
    boot: `\n    <script id="app-boot" type="application/json">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`,
    status: isMemberLanding(data.lander) && !data.profile ? 404 : 200,
  };
}
