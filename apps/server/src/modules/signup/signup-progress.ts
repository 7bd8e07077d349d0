import { eq } from 'drizzle-orm';
import type { SignupStepsResponse } from '@app/shared/contracts/signup-steps';
import { nextSignupStep, signupStepStates, type SignupProgress } from '@app/shared/rules/signup-steps';
import { users } from '../../db/schema/index.js';
import type { SiteWithCompany } from '../../kernel/deps.js';
import type { DbOrTx } from '../../platform/db.js';

/** Push is a step only on sites that can send it; whether this browser can receive it is the browser's to say. */
export const stepOptionsOf = (site: Pick<SiteWithCompany, 'pushPublicKey'>) => ({ pushAvailable: Boolean(site.pushPublicKey) });

/** The answer of both calls: every step with its state, and the next one. */
export function presentSignupSteps(site: Pick<SiteWithCompany, 'pushPublicKey'>, progress: SignupProgress): SignupStepsResponse {
  const options = stepOptionsOf(site);
  return { steps: signupStepStates(progress, options), next: nextSignupStep(progress, options) };
}

/** Read from the row, not the session's cached copy: the progress changes without a session invalidation. */
export async function storedProgress(db: DbOrTx, userId: number): Promise<SignupProgress> {
  const [row] = await db.select({ steps: users.signupSteps }).from(users).where(eq(users.id, userId));
  return (row?.steps ?? {}) as SignupProgress;
}
