import { useTranslation } from '../../../lib/use-translation';
import { COUNTRY_LANGUAGES, LANGUAGE_NAMES, type Locale } from '@app/shared/constants';
import { Link } from 'react-router';
import { useSession, useSiteSettings, visitorCountry } from '../../session';
import { useChangeLanguage } from '../hooks/use-change-language';
import { languageOptions } from '../rules';
import { Icon } from '../../../components/ui/Icon';
import { Menu, MenuDivider } from '../../../components/ui/Menu';

export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const { isLoggedIn } = useSession();
  const changeLanguage = useChangeLanguage();
  const current = i18n.language as Locale;
  const country = visitorCountry(settings);
  const options = languageOptions<Locale>(country ? COUNTRY_LANGUAGES[country] : undefined, current, settings.domain_language);
  return (
    <Menu label={t('web.nav.language', { language: LANGUAGE_NAMES[current] })}
      toggle={<><Icon name="globe" /><span className="topbar-label text-uppercase">{current.slice(0, 2)}</span></>}>
      {options.map((locale) => (
        <li key={locale}>
          <button type="button" role="menuitem" tabIndex={-1} lang={locale} className={`dropdown-item${locale === current ? ' active' : ''}`}
            aria-current={locale === current ? 'true' : undefined} onClick={() => void changeLanguage(locale, isLoggedIn)}>
            {LANGUAGE_NAMES[locale]}
          </button>
        </li>
      ))}
      <MenuDivider />
      <li><Link role="menuitem" tabIndex={-1} className="dropdown-item" to="/lang-config">{t('web.nav.more_languages')}</Link></li>
    </Menu>
  );
}
