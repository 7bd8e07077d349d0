import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, LOCALES, type Locale } from '@app/shared/constants';

// One chunk per locale: a visitor downloads only the language they read.
const baseCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/shared/locales/*.json');
const webCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/shared/locales/web/*.json');

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

async function loadCatalogue(locale: Locale) {
  const file = (folder: string) => `../../../../packages/shared/locales/${folder}${locale}.json`;
  const [base, web] = await Promise.all([baseCatalogues[file('')]!(), webCatalogues[file('web/')]!()]);
  return { ...base.default, web: web.default };
}

/** The server writes the language it chose (cookie, else the site's domain_language) on <html lang>. */
export function initialLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export async function initI18n(locale: Locale) {
  const resources = { [locale]: { translation: await loadCatalogue(locale) } };
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  return i18next;
}

export async function changeLocale(locale: Locale) {
  if (!i18next.hasResourceBundle(locale, 'translation')) i18next.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE_NAME}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

