import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession, useSiteSettings } from '../../session';
import { AuthCard } from '../components/AuthCard';

/** Where the activation link lands after the server activated the account and logged the member in. */
export default function ActivateDonePage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { user } = useSession();
  return (
    <AuthCard title={t('web.activate.done_title')}>
      <p>{t('web.activate.done_text', { site_name: settings.name })}</p>
      {user && user.credits > 0 && <p className="fw-semibold">{t('web.activate.credits', { credits: user.credits })}</p>}
      <Link className="btn btn-primary btn-lg w-100" to={user ? '/members' : '/login'}>{user ? t('web.activate.start') : t('web.nav.login')}</Link>
    </AuthCard>
  );
}
