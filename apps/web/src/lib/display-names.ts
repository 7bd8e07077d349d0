/*
 * Names of countries and languages in the reader's language, from the browser's own data. Building an
 * Intl.DisplayNames loads that language's data, about 10 ms on a fast computer and four times that on a phone: one is
 * kept per language and kind, and the page's own countries arrive named by the server (primeCountryNames), so the
 * first render builds none.
 */
const cache = new Map<string, Intl.DisplayNames>();
const known = new Map<string, string>();

function displayNames(locale: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${type}:${locale}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    cache.set(key, names);
  }
  return names;
}

/** Country names in `locale` the server already worked out (the site's countries, in the page's boot data). */
export function primeCountryNames(locale: string, names: Readonly<Record<string, string>>) {
  for (const [code, name] of Object.entries(names)) known.set(`${locale}:${code}`, name);
}

/** A country's name ("Nederland", "Belgien") in `locale`; the code itself when the browser does not know it. */
export const countryName = (locale: string, code: string): string =>
  known.get(`${locale}:${code}`) ?? displayNames(locale, 'region').of(code) ?? code;

/** A language's name ("Duits", "German") in `locale`; the code itself when the browser does not know it. */
export const languageNameIn = (locale: string, code: string): string => displayNames(locale, 'language').of(code) ?? code;
