/*
 * Names of countries and languages in the reader's language, from the browser's own data. Building an
 * Intl.DisplayNames loads that language's data: a few milliseconds on a phone, so one is kept per language and kind
 * rather than built on every render.
 */
const cache = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${type}:${locale}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    cache.set(key, names);
  }
  return names;
}

/** A country's name ("Nederland", "Belgien") in `locale`; the code itself when the browser does not know it. */
export const countryName = (locale: string, code: string): string => displayNames(locale, 'region').of(code) ?? code;

/** A language's name ("Duits", "German") in `locale`; the code itself when the browser does not know it. */
export const languageNameIn = (locale: string, code: string): string => displayNames(locale, 'language').of(code) ?? code;
