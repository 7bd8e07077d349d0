import { eq, sql } from 'drizzle-orm';
import type { SignupStepBody, SignupStepsResponse } from '@app/shared/contracts/signup-steps';
import type { SignupProgress, SignupStep } from '@app/shared/rules/signup-steps';
import { users } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { effectiveProgress, stepsWithData } from './signup-step-data.js';
import { presentSignupSteps } from './signup-progress.js';

/** The member's text when a step is said to be done without its data (errors.signup_<step>_missing, HTTP 422). */
export const missingDataCode = (step: SignupStep) => `signup_${step}_missing`;

/**
 * POST signup-steps.php: marks a step done (only when its data is there) or skipped. One statement merges the
 * step into users.signup_steps, so two tabs answering at once both land; skipping a step already done keeps it done
 * (its data is there, /complete-signup has nothing to ask).
 */
export async function completeSignupStep(
  deps: Pick<AppDeps, 'db' | 'events'>, input: { site: SiteWithCompany; auth: AuthenticatedSession }, body: SignupStepBody,
): Promise<SignupStepsResponse> {
  const { auth } = input;
  return withTx(deps, async (tx) => {
    const withData = await stepsWithData(tx, auth.profile.id);
    if (body.action === 'done' && !withData[body.step]) throw new DomainError(missingDataCode(body.step), {}, { field: body.step });
    const merged = sql`${users.signupSteps} || jsonb_build_object(${body.step}::text, ${body.action === 'done' ? 'done' : 'skipped'}::text)`;
    const [row] = await tx.update(users)
      .set({ signupSteps: body.action === 'done' ? merged : sql`case when ${users.signupSteps} ->> ${body.step}::text = 'done' then ${users.signupSteps} else ${merged} end` })
      .where(eq(users.id, auth.user.id))
      .returning({ steps: users.signupSteps });
    if (!row) throw new DomainError('not_found');
    return presentSignupSteps(input.site, effectiveProgress(row.steps as SignupProgress, withData));
  });
}
