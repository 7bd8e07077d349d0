import { useTranslation } from 'react-i18next';
import { COUNTRY_LANGUAGES, type Locale } from '@app/shared/constants';
import { useSiteSettings } from '../../session/api/queries';
import { useSession } from '../../session/hooks/use-session';
import { useChangeLanguage } from '../hooks/use-change-language';
import { languageOptions } from '../rules';
import { Icon } from '../../../components/ui/Icon';
import { Menu, MenuDivider } from '../../../components/ui/Menu';
import { Link } from 'react-router';

/** A language's name in that language ("Nederlands", "Deutsch"), from the browser's own data. */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function visitorCountry(settings: { geoip_selected_country: string | null; geoip_country: string | null; countries: string[] }) {
  return settings.geoip_selected_country ?? settings.geoip_country ?? settings.countries[0] ?? null;
}

export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const { isLoggedIn } = useSession();
  const changeLanguage = useChangeLanguage();
  const current = i18n.language as Locale;
  const country = visitorCountry(settings);
  const options = languageOptions<Locale>(country ? COUNTRY_LANGUAGES[country] : undefined, current, settings.domain_language);
  return (
    <Menu label={t('web.nav.language', { language: languageName(current) })}
      toggle={<><Icon name="globe" /><span className="topbar-label text-uppercase">{current.slice(0, 2)}</span></>}>
      {options.map((locale) => (
        <li key={locale}>
          <button type="button" role="menuitem" tabIndex={-1} lang={locale} className={`dropdown-item${locale === current ? ' active' : ''}`}
            aria-current={locale === current ? 'true' : undefined} onClick={() => void changeLanguage(locale, isLoggedIn)}>
            {languageName(locale)}
          </button>
        </li>
      ))}
      <MenuDivider />
      <li><Link role="menuitem" tabIndex={-1} className="dropdown-item" to="/lang-config">{t('web.nav.more_languages')}</Link></li>
    </Menu>
  );
}
