import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_DELETED_STATE } from '../api/account-end';
import { DeleteAccountForm } from './DeleteAccountForm';
import { DeleteAccountOffers } from './DeleteAccountOffers';
import { SettingsSection } from './SettingsSection';

/** Closed, the retention offers, then the form: one step at a time, never a bag of flags. */
type Step = 'closed' | 'offers' | 'form';

/** The settings page's "Delete account": offers first, then reason and password, then a last confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('closed');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A step the member chose replaces the content under the focus: the focus goes to the section's heading, so a
  // screen reader starts reading the new step there (never on the page's first render).
  useEffect(() => { if (moved.current) { moved.current = false; heading.current?.focus(); } }, [step]);
  const go = (next: Step) => { moved.current = true; setStep(next); };

  // The settings page is for members: were the member forgotten here, its guard would send the browser to /login
  // before the next page shows. The next page forgets the member once it is on screen (ACCOUNT_DELETED_STATE).
  const deleted = () => { void navigate('/account-deleted', { replace: true, state: ACCOUNT_DELETED_STATE }); };

  return (
    <SettingsSection id="delete-account" title={t('web.account_end.delete_title')} headingRef={heading}>
      {step === 'closed' && (
        <button type="button" className="btn btn-outline-danger" onClick={() => go('offers')}>{t('web.account_end.open')}</button>
      )}
      {step === 'offers' && <DeleteAccountOffers onProceed={() => go('form')} />}
      {step === 'form' && <DeleteAccountForm onCancel={() => go('closed')} onDeleted={deleted} />}
    </SettingsSection>
  );
}
