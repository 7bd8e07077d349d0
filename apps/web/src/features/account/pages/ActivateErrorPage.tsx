import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useSession, useSiteSettings } from '../../session';
import { ResendActivationButton } from '../components/ResendActivationButton';
import { AuthCard } from '../components/AuthCard';

/** Spec 8: "Activeren mislukt" with the hint to contact support, and a new mail for a member who is still unconfirmed. */
export default function ActivateErrorPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { user } = useSession();
  return (
    <AuthCard title={t('errors.activation_failed')}>
      <p>{t('errors.activation_failed_hint', { support_email: settings.support_email })}</p>
      {user?.status === 'not_confirmed' && <ResendActivationButton />}
      {user?.status === 'active' && <Link className="btn btn-primary" to="/members">{t('web.activate.start')}</Link>}
      {!user && <p className="mb-0">{t('web.activate.login_to_resend')} <Link to="/login">{t('web.nav.login')}</Link></p>}
    </AuthCard>
  );
}
