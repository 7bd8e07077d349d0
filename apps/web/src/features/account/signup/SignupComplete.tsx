import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ResendActivationButton } from '../components/ResendActivationButton';

/** Spec 9: the hint to look in the spam folder appears after one minute. */
export const SPAM_HINT_DELAY_MS = 60_000;

/** The final step: the activation mail is on its way. */
export function SignupComplete({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showSpamHint, setShowSpamHint] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowSpamHint(true), SPAM_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status">
      <p>{t('web.signup.mail_sent', { email })}</p>
      {showSpamHint && <p className="text-body-secondary">{t('web.signup.spam_hint')}</p>}
      <div className="d-flex flex-wrap gap-2 justify-content-between mt-3">
        <ResendActivationButton />
        <button type="button" className="btn btn-outline-primary" onClick={() => { onDone(); void navigate('/members'); }}>
          {t('web.signup.continue')}
        </button>
      </div>
    </div>
  );
}
