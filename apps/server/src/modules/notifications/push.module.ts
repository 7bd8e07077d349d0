import { defineModule } from '../../kernel/module.js';
import { pushSendHandler } from './push-send.job.js';
import { pushSubscribers } from './push-subscribers.js';

/**
 * Web push: the push.send job and the subscribers that queue it. Subscriptions are saved through
 * POST /api/user.php?push=1 (accounts.routes.ts, spec 7); the service worker is apps/web/public/sw-push.js.
 */
export const pushModule = defineModule({
  name: 'push',
  jobs: (deps) => [pushSendHandler(deps)],
  subscribers: (deps) => pushSubscribers(deps),
});
