import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { SignupStep } from '@app/shared/rules/signup-steps';
import { ApiError } from '../../../../lib/api';
import { useOwnProfile } from '../../../profile';
import { useSignupStepAction, useSignupSteps } from '../../api/signup-steps';
import { AboutStep } from './AboutStep';
import { LocationStep } from './LocationStep';
import { PersonalStep } from './PersonalStep';
import { PhotoStep } from './PhotoStep';
import { PushStep, usePushAvailable } from './PushStep';
import { currentSignupStep, stepNumber, type StepMode } from './step-flow';
import type { StepProps } from './step-props';
import './signup-steps.scss';

const STEP_COMPONENTS: Record<SignupStep, ComponentType<StepProps>> = {
  photo: PhotoStep, location: LocationStep, personal: PersonalStep, about: AboutStep, push: PushStep,
};

/**
 * The funnel's steps after the account, the same in the signup modal ('funnel') and on /complete-signup ('complete').
 * The server keeps the progress; each step saves its data through the profile's own calls, then reports itself
 * done (the server checks the data is there) or skipped. `onFinished` runs once no step is left.
 */
export function SignupSteps({ mode, onFinished }: { mode: StepMode; onFinished: () => void }) {
  const { t } = useTranslation();
  const progress = useSignupSteps();
  const profile = useOwnProfile();
  const report = useSignupStepAction();
  const pushAvailable = usePushAvailable();
  const [passed, setPassed] = useState<ReadonlySet<SignupStep>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const current = progress.data ? currentSignupStep(progress.data, { pushAvailable, mode, passed }) : undefined;

  const finished = current === null;
  useEffect(() => { if (finished) onFinished(); }, [finished, onFinished]);
  // Each new step is announced: focus moves to its title (screen readers read it; the keyboard starts there).
  useEffect(() => { if (current) heading.current?.focus(); }, [current]);

  if (progress.error || profile.error) {
    return <div className="alert alert-danger" role="alert">{t('errors.generic')}</div>;
  }
  if (!current || !profile.data) return <p className="text-center text-body-secondary py-4" role="status">{t('web.common.loading')}</p>;

  const send = (action: 'done' | 'skip') => {
    report.reset();
    report.mutate({ step: current, action }, { onSuccess: () => setPassed((steps) => new Set(steps).add(current)) });
  };
  const Step = STEP_COMPONENTS[current];
  const { number, total } = stepNumber(current, { pushAvailable });
  const failure = report.error instanceof ApiError && report.error.message ? report.error.message : report.error ? t('errors.generic') : null;
  return (
    <section className="signup-step" data-step={current} aria-labelledby="signup-step-title">
      <div className="d-flex justify-content-between align-items-center small text-body-secondary mb-1">
        <span>{t('web.signup.steps.progress', { number, total })}</span>
      </div>
      <div className="progress signup-step-progress mb-3" role="progressbar" aria-label={t('web.signup.steps.progress', { number, total })}
        aria-valuenow={number} aria-valuemin={1} aria-valuemax={total}>
        <div className="progress-bar" style={{ width: `${(number / total) * 100}%` }} />
      </div>
      <h3 id="signup-step-title" ref={heading} tabIndex={-1} className="h5">{t(`web.signup.steps.${current}.title`)}</h3>
      <p className="text-body-secondary">{t(`web.signup.steps.${current}.intro`)}</p>
      {failure && <div className="alert alert-warning" role="alert">{failure}</div>}
      {/* A step's form starts from the saved profile: keyed by step so each one starts fresh. */}
      <Step key={current} onDone={() => send('done')} reporting={report.isPending} />
      <div className="text-center mt-3">
        <button type="button" className="btn btn-link" onClick={() => send('skip')} disabled={report.isPending}>{t('web.signup.steps.skip')}</button>
        {mode === 'funnel' && <p className="small text-body-secondary mb-0">{t('web.signup.steps.later')}</p>}
      </div>
    </section>
  );
}
