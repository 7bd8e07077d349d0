import {
  DEFAULT_LOCALE, isLocale, pickLocale, MIN_AGE, PASSWORD_MAX, PASSWORD_MIN, PROFILE_NAME_MAX, PROFILE_NAME_MIN, SIGNUP_MESSAGE_MAX,
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

export { isLocale, pickLocale };

export type Catalogue = { [key: string]: string | Catalogue };

/** One catalogue per locale, shared by the web app and the server's e-mails and errors. */
export const catalogues: Record<Locale, Catalogue> = {
  da, de, en, 'en-US': enUS, es, fi, fr, it, nb, nl, pl, sv,
};

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

/** Limits that error texts mention, so server and web fill them in alike. */
export const ERROR_PARAMS: Record<string, Params> = {
  date_of_birth_required: { min_age: MIN_AGE },
  name_length: { min: PROFILE_NAME_MIN, max: PROFILE_NAME_MAX },
  password_length: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  signup_message_length: { max: SIGNUP_MESSAGE_MAX },
};

/** Every key of a catalogue as dotted paths, for completeness checks. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`));
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
