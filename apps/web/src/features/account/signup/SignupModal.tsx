import { useCallback, useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../lib/use-translation';
import { canSignUp } from '@app/shared/rules/site-access';
import { hasTrafficSource } from '../../../lib/tracking';
import { useSession, useSiteSettings } from '../../session';
import { isLocked, keepsStateWhenClosed, type SignupState } from './signup-state';
import { SignupForm } from './SignupForm';
import { SignupComplete } from './SignupComplete';
import { SignupSteps } from './steps/SignupSteps';

/** Spec 2's signup in steps: the account, then photo, location, personal info, about me, push, then the activation mail. */
export default function SignupModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const [state, setState] = useState<SignupState>({ step: 'idle' });
  const { isLoggedIn } = useSession();
  // The steps and the mail step belong to the member who signed up: after a logout the next signup starts afresh.
  useEffect(() => { if (!isLoggedIn) setState((s) => (keepsStateWhenClosed(s) ? { step: 'idle' } : s)); }, [isLoggedIn]);
  const locked = isLocked(state);
  const open = canSignUp(settings, hasTrafficSource());
  const accountStep = state.step === 'idle' || state.step === 'started' || state.step === 'submitting';
  const email = state.step === 'steps' || state.step === 'complete' ? state.email : '';
  const finishSteps = useCallback(() => setState({ step: 'complete', email }), [email]);
  const title = state.step === 'complete' ? t('web.signup.complete_title')
    : state.step === 'steps' ? t('web.signup.steps.title')
      : t('web.signup.title', { site_name: settings.name });
  return (
    <Modal show={show} onHide={onClose} backdrop={locked ? 'static' : true} keyboard={!locked} centered aria-labelledby="signup-title"
      data-testid="signup-modal" data-locked={locked ? 'true' : 'false'} data-step={state.step}
      onExited={() => keepsStateWhenClosed(state) || setState({ step: 'idle' })}>
      <Modal.Header closeButton closeLabel={t('web.common.close')}>
        <Modal.Title id="signup-title" as="h2" className="h4">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {accountStep && !open && <p className="mb-0">{t('errors.signups_closed')}</p>}
        {accountStep && open && <SignupForm state={state} onState={setState} onLogin={onClose} />}
        {state.step === 'steps' && <SignupSteps mode="funnel" onFinished={finishSteps} />}
        {state.step === 'complete' && <SignupComplete email={state.email} onDone={onClose} />}
      </Modal.Body>
    </Modal>
  );
}
