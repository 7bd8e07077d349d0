import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { canSignUp } from '@app/shared/rules/site-access';
import { hasTrafficSource } from '../../../lib/tracking';
import { useSiteSettings } from '../../session';
import { isLocked, type SignupState } from './signup-state';
import { SignupForm } from './SignupForm';
import { SignupComplete } from './SignupComplete';

export default function SignupModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const [state, setState] = useState<SignupState>({ step: 'idle' });
  const locked = isLocked(state);
  const open = canSignUp(settings, hasTrafficSource());
  return (
    <Modal show={show} onHide={onClose} backdrop={locked ? 'static' : true} keyboard={!locked} centered aria-labelledby="signup-title"
      data-testid="signup-modal" data-locked={locked ? 'true' : 'false'} onExited={() => state.step === 'complete' || setState({ step: 'idle' })}>
      <Modal.Header closeButton closeLabel={t('web.common.close')}>
        <Modal.Title id="signup-title" as="h2" className="h4">
          {state.step === 'complete' ? t('web.signup.complete_title') : t('web.signup.title', { site_name: settings.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!open && <p className="mb-0">{t('errors.signups_closed')}</p>}
        {open && state.step !== 'complete' && <SignupForm state={state} onState={setState} onLogin={onClose} />}
        {open && state.step === 'complete' && <SignupComplete email={state.email} onDone={onClose} />}
      </Modal.Body>
    </Modal>
  );
}
