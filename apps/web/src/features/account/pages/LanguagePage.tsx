import { useTranslation } from '../../../lib/use-translation';
import { LANGUAGE_NAMES, type Locale, LOCALES } from '@app/shared/constants';
import { useSession } from '../../session';
import { useChangeLanguage } from '../../shell';
import { AuthCard } from '../components/AuthCard';

/** /lang-config: every language the site speaks, for visitors whose country list does not offer theirs. */
export default function LanguagePage() {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const changeLanguage = useChangeLanguage();
  return (
    <AuthCard title={t('web.language.title')}>
      <div className="list-group" role="radiogroup" aria-label={t('web.language.title')}>
        {LOCALES.map((locale: Locale) => (
          <button key={locale} type="button" role="radio" aria-checked={i18n.language === locale} lang={locale}
            className={`list-group-item list-group-item-action${i18n.language === locale ? ' active' : ''}`}
            onClick={() => void changeLanguage(locale, isLoggedIn)}>
            {LANGUAGE_NAMES[locale]}
          </button>
        ))}
      </div>
    </AuthCard>
  );
}
