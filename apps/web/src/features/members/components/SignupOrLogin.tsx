import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useSignupModal } from '../../account';

/** What a visitor is offered wherever something needs an account: signing up (free) first, logging in second. */
export function SignupOrLogin({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  return (
    <span className={`d-inline-flex flex-wrap align-items-center gap-2 ${className}`} data-testid="signup-or-login">
      <button type="button" className="btn btn-primary btn-sm" onClick={signup.open}>{t('web.member.signup_free')}</button>
      <Link to="/login" className="btn btn-outline-secondary btn-sm">{t('web.nav.login')}</Link>
    </span>
  );
}
