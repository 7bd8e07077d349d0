import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, LOCALES, type Locale } from '@app/shared/constants';

type Catalogue = Record<string, unknown>;
type Load = () => Promise<Catalogue>;

/*
 * One chunk per locale and part: a visitor downloads only the language they read, and the first paint waits only for
 * the first part (the groups the entry and the landing pages show, a third of the language); the build splits the
 * catalogues (build/later-texts.ts) and checks that those pages use no later text.
 */
const first = {
  base: import.meta.glob<Catalogue>('../../../../packages/shared/locales/*.json', { query: '?texts=first', import: 'default' }),
  web: import.meta.glob<Catalogue>('../../../../packages/shared/locales/web/*.json', { query: '?texts=first', import: 'default' }),
};
const later = {
  base: import.meta.glob<Catalogue>('../../../../packages/shared/locales/*.json', { query: '?texts=later', import: 'default' }),
  web: import.meta.glob<Catalogue>('../../../../packages/shared/locales/web/*.json', { query: '?texts=later', import: 'default' }),
};

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

async function loadPart(part: typeof first, locale: Locale): Promise<Catalogue> {
  const file = (folder: string) => `../../../../packages/shared/locales/${folder}${locale}.json`;
  const [base, web] = await Promise.all([(part.base[file('')] as Load)(), (part.web[file('web/')] as Load)()]);
  return { ...base, web };
}

/** The server writes the language it chose (cookie, else the site's domain_language) on <html lang>. */
export function initialLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Set when the app's i18n starts (initI18n); before, or without it (unit tests load whole catalogues), null. */
let started: Promise<unknown> | null = null;

export function initI18n(locale: Locale) {
  started = loadPart(first, locale).then((texts) => i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: texts } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  })).then(() => i18next);
  return started as Promise<typeof i18next>;
}

const laterLoads = new Map<Locale, Promise<void>>();

/**
 * Adds a language's later part to its texts, once (a failed load is tried again by the next caller). The file is
 * fetched at once, and added when i18n has started (the router asks for a first page's texts before that).
 */
function addLaterTexts(locale: Locale, whenStarted: Promise<unknown>): Promise<void> {
  let load = laterLoads.get(locale);
  if (!load) {
    load = Promise.all([loadPart(later, locale), whenStarted]).then(([texts]) => {
      i18next.addResourceBundle(locale, 'translation', texts, true, true);
    });
    load.catch(() => laterLoads.delete(locale));
    laterLoads.set(locale, load);
  }
  return load;
}

/**
 * The rest of the current language's texts, for pages outside FIRST_TEXT_PAGES and panels loaded on demand: they
 * wait for it with their code (lib/lazy-page.ts).
 */
export function laterTexts(): Promise<void> {
  if (!started) return Promise.resolve();
  const locale = i18next.isInitialized ? i18next.language : initialLocale();
  return isLocale(locale) ? addLaterTexts(locale, started) : Promise.resolve();
}

export async function changeLocale(locale: Locale) {
  // Both parts in one round trip; the first is merged in, as the later one may be added before it.
  const [firstTexts] = await Promise.all([
    i18next.hasResourceBundle(locale, 'translation') ? null : loadPart(first, locale),
    addLaterTexts(locale, Promise.resolve()),
  ]);
  if (firstTexts) i18next.addResourceBundle(locale, 'translation', firstTexts, true, true);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE_NAME}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
