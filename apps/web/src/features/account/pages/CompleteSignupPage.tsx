import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { isProfileComplete } from '@app/shared/rules/signup-steps';
import { BrandLogo } from '../../shell';
import { useSignupSteps } from '../api/signup-steps';
import { SignupSteps } from '../signup/steps/SignupSteps';
import { usePushAvailable } from '../signup/steps/PushStep';
import { progressOf } from '../signup/steps/step-flow';

/** Each step's state at a glance; the one being asked is marked as the current one. */
function StepOverview() {
  const { t } = useTranslation();
  const pushAvailable = usePushAvailable();
  const { data } = useSignupSteps();
  if (!data) return null;
  const steps = data.steps.filter((s) => s.step !== 'push' || pushAvailable);
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label={t('web.signup.complete.overview')}>
      {steps.map(({ step, state }) => (
        <li key={step} className={`badge rounded-pill ${state === 'done' ? 'text-bg-success' : state === 'skipped' ? 'text-bg-secondary' : 'text-bg-light border'}`}
          data-step={step} data-state={state}>
          {t(`web.signup.complete.steps.${step}`)}: {t(`web.signup.complete.states.${state}`)}
        </li>
      ))}
    </ol>
  );
}

/** /complete-signup: the steps a member skipped or has not reached yet, with the progress kept on the server. */
export default function CompleteSignupPage() {
  const { t } = useTranslation();
  const pushAvailable = usePushAvailable();
  const { data } = useSignupSteps();
  const [finished, setFinished] = useState(false);
  const finish = useCallback(() => setFinished(true), []);
  const complete = data ? isProfileComplete(progressOf(data), { pushAvailable }) : false;
  return (
    <div className="container py-4" style={{ maxWidth: '36rem' }}>
      <header className="mb-3"><BrandLogo to="/members" /></header>
      <h1 className="h3 mb-3">{t('web.titles.complete-signup')}</h1>
      {finished ? (
        <div className="card border-0 shadow-sm p-4 text-center" role="status" data-testid="complete-signup-finished">
          <h2 className="h5">{complete ? t('web.signup.complete.done_title') : t('web.signup.complete.for_now_title')}</h2>
          <p>{complete ? t('web.signup.complete.done_text') : t('web.signup.complete.for_now_text')}</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <Link to="/members" className="btn btn-primary">{t('web.signup.complete.to_members')}</Link>
            <Link to="/profile" className="btn btn-outline-secondary">{t('web.signup.complete.to_profile')}</Link>
          </div>
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{t('web.signup.complete.intro')}</p>
          <StepOverview />
          <div className="card border-0 shadow-sm p-3 p-sm-4"><SignupSteps mode="complete" onFinished={finish} /></div>
        </>
      )}
    </div>
  );
}
