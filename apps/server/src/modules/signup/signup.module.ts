import { defineModule } from '../../kernel/module.js';
import { queueSignupMessageOnActivation, signupMessageHandler } from './deliver-signup-message.js';
import { signupRoutes } from './signup.routes.js';

/** The signup funnel after the account step (its progress per member) and the landing's first message after activation. */
export const signupModule = defineModule({
  name: 'signup',
  routes: signupRoutes,
  jobs: (deps) => [signupMessageHandler(deps)],
  subscribers: (deps) => [queueSignupMessageOnActivation(deps)],
});
