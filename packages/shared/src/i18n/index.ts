import {
  DEFAULT_LOCALE, isLocale, pickLocale,
  type Locale,
} from '../constants.js';
import da from '../../locales/da.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import enUS from '../../locales/en-US.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import it from '../../locales/it.json' with { type: 'json' };
import nb from '../../locales/nb.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };
import pl from '../../locales/pl.json' with { type: 'json' };
import sv from '../../locales/sv.json' with { type: 'json' };
import webDa from '../../locales/web/da.json' with { type: 'json' };
import webDe from '../../locales/web/de.json' with { type: 'json' };
import webEn from '../../locales/web/en.json' with { type: 'json' };
import webEnUS from '../../locales/web/en-US.json' with { type: 'json' };
import webEs from '../../locales/web/es.json' with { type: 'json' };
import webFi from '../../locales/web/fi.json' with { type: 'json' };
import webFr from '../../locales/web/fr.json' with { type: 'json' };
import webIt from '../../locales/web/it.json' with { type: 'json' };
import webNb from '../../locales/web/nb.json' with { type: 'json' };
import webNl from '../../locales/web/nl.json' with { type: 'json' };
import webPl from '../../locales/web/pl.json' with { type: 'json' };
import webSv from '../../locales/web/sv.json' with { type: 'json' };
import consoleDa from '../../locales/console/da.json' with { type: 'json' };
import consoleDe from '../../locales/console/de.json' with { type: 'json' };
import consoleEn from '../../locales/console/en.json' with { type: 'json' };
import consoleEnUS from '../../locales/console/en-US.json' with { type: 'json' };
import consoleEs from '../../locales/console/es.json' with { type: 'json' };
import consoleFi from '../../locales/console/fi.json' with { type: 'json' };
import consoleFr from '../../locales/console/fr.json' with { type: 'json' };
import consoleIt from '../../locales/console/it.json' with { type: 'json' };
import consoleNb from '../../locales/console/nb.json' with { type: 'json' };
import consoleNl from '../../locales/console/nl.json' with { type: 'json' };
import consolePl from '../../locales/console/pl.json' with { type: 'json' };
import consoleSv from '../../locales/console/sv.json' with { type: 'json' };

export { isLocale, pickLocale };

export type Catalogue = { [key: string]: string | Catalogue };

/** One catalogue per locale, shared by the web app and the server's e-mails and errors. */
const base: Record<Locale, Catalogue> = { da, de, en, 'en-US': enUS, es, fi, fr, it, nb, nl, pl, sv };
const web: Record<Locale, Catalogue> = {
  da: webDa, de: webDe, en: webEn, 'en-US': webEnUS, es: webEs, fi: webFi, fr: webFr, it: webIt, nb: webNb, nl: webNl, pl: webPl, sv: webSv,
};
/** The operator console's texts (locales/console/*.json, each under "console."); only the console's chunks load them. */
const consoleTexts: Record<Locale, Catalogue> = {
  da: consoleDa, de: consoleDe, en: consoleEn, 'en-US': consoleEnUS, es: consoleEs, fi: consoleFi, fr: consoleFr, it: consoleIt, nb: consoleNb, nl: consoleNl, pl: consolePl, sv: consoleSv,
};
/** The web app's texts sit under "web." (the browser loads one locale's two files; see apps/web/src/lib/i18n.ts). */
export const catalogues: Record<Locale, Catalogue> = Object.fromEntries(
  Object.entries(base).map(([locale, catalogue]): [string, Catalogue] => [locale, { ...catalogue, web: web[locale as Locale], ...consoleTexts[locale as Locale] }]),
) as Record<Locale, Catalogue>;

export type Params = Record<string, string | number>;

/** Placeholders use single braces, as the spec's texts do: "Vul uw geboortedatum in ({min_age}+ jaar)". */
export function interpolate(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasKey(key: string, locale: Locale = DEFAULT_LOCALE): boolean {
  return lookup(catalogues[locale], key) !== undefined;
}

/** Translates a dotted key; a key missing in a locale falls back to Dutch, then to the key itself. */
export function translate(locale: Locale, key: string, params?: Params): string {
  const text = lookup(catalogues[locale], key) ?? lookup(catalogues[DEFAULT_LOCALE], key) ?? key;
  return interpolate(text, params);
}

export { ERROR_PARAMS } from './error-params.js';

/** Every key of a catalogue as dotted paths, for completeness checks. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`));
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
