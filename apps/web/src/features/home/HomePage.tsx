import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { Icon, type IconName } from '../../components/ui/Icon';
import { useSiteSettings } from '../session';
import { useSignupModal } from '../account';

const FEATURES: Array<[IconName, string]> = [['search', 'browse'], ['chat', 'chat'], ['shield', 'safe']];

export default function HomePage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const signup = useSignupModal();
  return (
    <>
      <section className="hero py-5">
        <div className="container py-md-5">
          <div className="row align-items-center g-4">
            <div className="col-lg-7">
              <h1 className="display-4 mb-3">{settings.name}</h1>
              <p className="lead mb-4">{settings.description}</p>
              <div className="d-flex flex-wrap gap-2">
                <button type="button" className="btn btn-light btn-lg text-primary fw-semibold" onClick={signup.open}>{t('web.home.cta_signup')}</button>
                <Link to="/login" className="btn btn-outline-light btn-lg">{t('web.nav.login')}</Link>
              </div>
              <p className="small mt-3 mb-0">{t('web.home.cta_note', { credits: settings.signup_credits })}</p>
            </div>
            <div className="col-lg-5 d-none d-lg-block">
              <div className="hero-card p-4">
                <h2 className="h5 mb-3">{t('web.home.promise_title')}</h2>
                <ul className="list-unstyled mb-0">
                  {(['free', 'credits', 'no_subscription', 'honest'] as const).map((key) => (
                    <li key={key}><span aria-hidden="true">✓ </span>{t(`web.home.promise.${key}`, { credits: settings.signup_credits })}</li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="features-title">
        <h2 id="features-title" className="h3 text-center mb-4">{t('web.home.features_title', { site_name: settings.name })}</h2>
        <div className="row g-4">
          {FEATURES.map(([icon, key]) => (
            <div key={key} className="col-md-4">
              <div className="card h-100 border-0 shadow-sm">
                <div className="card-body p-4">
                  <span className="feature-icon mb-3"><Icon name={icon} className="topbar-icon" /></span>
                  <h3 className="h5">{t(`web.home.features.${key}_title`)}</h3>
                  <p className="mb-0 text-body-secondary">{t(`web.home.features.${key}_text`)}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section className="bg-white py-5" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title" className="h3 text-center mb-4">{t('web.home.steps_title')}</h2>
          <ol className="row g-4 list-unstyled mb-0">
            {[1, 2, 3].map((step) => (
              <li key={step} className="col-md-4 text-center">
                <span className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary text-white fw-bold mb-2"
                  style={{ width: '2.5rem', height: '2.5rem' }} aria-hidden="true">{step}</span>
                <h3 className="h6">{t(`web.home.steps.${step}_title`)}</h3>
                <p className="text-body-secondary mb-0">{t(`web.home.steps.${step}_text`, { credits: settings.signup_credits })}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="container py-5">
        <div className="alert alert-secondary mb-0" role="note">
          <strong>{t('web.home.honesty_title')}</strong>{' '}
          {t('web.home.honesty_text', { fictional_icon: settings.fictional_icon })}{' '}
          <Link to="/pages/faq">{t('web.home.honesty_link')}</Link>
        </div>
      </section>
    </>
  );
}
