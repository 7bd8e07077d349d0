import type { SignupStepsResponse } from '@app/shared/contracts/signup-steps';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { effectiveProgress, stepsWithData } from './signup-step-data.js';
import { presentSignupSteps, storedProgress } from './signup-progress.js';

/** GET signup-steps.php: where the member is in the funnel (the modal resumes there, /complete-signup too). */
export async function getSignupSteps(deps: Pick<AppDeps, 'db'>, input: { site: SiteWithCompany; auth: AuthenticatedSession }): Promise<SignupStepsResponse> {
  const { auth } = input;
  const stored = await storedProgress(deps.db, auth.user.id);
  const withData = await stepsWithData(deps.db, auth.profile.id);
  return presentSignupSteps(input.site, effectiveProgress(stored, withData));
}
