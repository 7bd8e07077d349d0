import { AppLink } from '../../../components/ui/AppLink';
import { useTranslation } from '../../../lib/use-translation';
import { MIN_AGE } from '@app/shared/constants';
import { useCompanyInfo, useSiteSettings } from '../../session';
import { BrandLogo } from './BrandLogo';
import { showUsFooter } from '../rules';

const LINKS = [
  ['terms', '/pages/terms'], ['privacy', '/pages/privacy'], ['cookies', '/pages/cookies'], ['ban', '/pages/ban'],
  ['pricing', '/pricing'], ['complaints', '/complaints'], ['return_policy', '/pages/return-policy'], ['faq', '/pages/faq'],
  ['support', '/pages/service'],
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const { data: company } = useCompanyInfo();
  const year = new Date().getFullYear();
  return (
    <footer className="footer mt-5 pt-5 pb-4">
      <div className="container">
        <div className="row g-4">
          <div className="col-md-5">
            <div className="footer-logo mb-3"><BrandLogo /></div>
            <p className="disclaimer mb-2">{t('web.footer.disclaimer', { site_name: settings.name, min_age: MIN_AGE })}</p>
            <p className="disclaimer mb-0">
              <span aria-hidden="true">{settings.fictional_icon} </span>
              {t('web.footer.fictional', { fictional_icon: settings.fictional_icon })}
            </p>
          </div>
          <nav className="col-md-7" aria-label={t('web.footer.nav')}>
            <ul className="list-unstyled row row-cols-2 row-cols-sm-3 g-2 mb-0">
              {LINKS.map(([key, to]) => <li key={key} className="col"><AppLink to={to}>{t(`web.footer.links.${key}`)}</AppLink></li>)}
            </ul>
          </nav>
        </div>
        {showUsFooter(i18n.language, settings.us_footer) && (
          <p className="disclaimer mt-4 mb-0" data-testid="us-footer">
            {t('web.footer.us_statement')} <AppLink to="/2257">{t('web.footer.us_link')}</AppLink>
          </p>
        )}
        <hr className="border-secondary my-4" />
        <p className="disclaimer mb-0">
          © {year} {company ? t('web.footer.company', { company_name: company.name, company_address: company.address, company_city: company.city, kvk: company.kvk }) : settings.name}
        </p>
      </div>
    </footer>
  );
}
