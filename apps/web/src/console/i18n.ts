import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, LOCALES, type Locale } from '@app/shared/constants';

// The console reads the main catalogue (error texts, interests), the member app's (the labels of profile values, as
// members see them) and its own; one chunk per locale each.
const baseCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/shared/locales/*.json');
const webCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/shared/locales/web/*.json');
const consoleCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/shared/locales/console/*.json');

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

async function loadCatalogue(locale: Locale) {
  const file = (folder: string) => `../../../../packages/shared/locales/${folder}${locale}.json`;
  const [base, web, own] = await Promise.all([baseCatalogues[file('')]!(), webCatalogues[file('web/')]!(), consoleCatalogues[file('console/')]!()]);
  return { ...base.default, web: web.default, ...own.default };
}

/** The server writes the language of the locale cookie on <html lang>. */
export function initialLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export async function initConsoleI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale, fallbackLng: false, resources: { [locale]: { translation: await loadCatalogue(locale) } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' }, returnNull: false,
  });
  return i18next;
}

export async function changeConsoleLocale(locale: Locale) {
  if (!i18next.hasResourceBundle(locale, 'translation')) i18next.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE_NAME}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
