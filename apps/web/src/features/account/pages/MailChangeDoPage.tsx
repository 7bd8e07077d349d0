import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../session';
import { AuthCard } from '../components/AuthCard';

/** Where the mail-change link lands: the server already applied (or refused) the change. */
export default function MailChangeDoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { isLoggedIn } = useSession();
  const failed = params.has('error');
  return (
    <AuthCard title={failed ? t('web.mail_change.failed_title') : t('web.mail_change.done_title')}>
      <p role={failed ? 'alert' : 'status'}>{failed ? t('errors.link_invalid') : t('web.mail_change.done_text')}</p>
      <Link className="btn btn-primary" to={isLoggedIn ? '/settings' : '/login'}>{isLoggedIn ? t('web.nav.settings') : t('web.nav.login')}</Link>
    </AuthCard>
  );
}
