import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { openSignupSteps } from '@app/shared/rules/signup-steps';
import { useSession, useSiteSettings } from '../../session';
import { useSignupSteps } from '../api/signup-steps';
import { AuthCard } from '../components/AuthCard';
import { usePushAvailable } from '../signup/steps/PushStep';
import { progressOf } from '../signup/steps/step-flow';

/** Steps skipped during the signup (or never reached): finished on /complete-signup. */
function FinishProfileLink() {
  const { t } = useTranslation();
  const pushAvailable = usePushAvailable();
  const { data } = useSignupSteps();
  if (!data || openSignupSteps(progressOf(data), { pushAvailable }).length === 0) return null;
  return <Link className="btn btn-outline-primary w-100 mt-2" to="/complete-signup">{t('web.signup.steps.title')}</Link>;
}

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
      {user && <FinishProfileLink />}
    </AuthCard>
  );
}
