import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/deps.js';
import { defineModule } from '../../kernel/module.js';
import { consoleAuthRoutes, consoleNotFound } from './console-auth.routes.js';
import { installConsoleGuard } from './console-http.js';
import { adminAreaRoutes } from './sites/admin-area.routes.js';
import { queueConsoleRoutes } from './queue/queue.routes.js';
import { membersConsoleRoutes } from './members/members.routes.js';
import { moderationConsoleJobs } from './moderation/moderation-console.jobs.js';
import { moderationConsoleRoutes } from './moderation/moderation-console.routes.js';
import { sealPlainTotpSecrets } from './staff/seal-plain-totp-secrets.js';

/**
 * The operator console's API (/api/console/*): staff sign-in, the answering queue, moderation, member care, sites and
 * the dashboard. Each area keeps its routes in its own file; the guard in front of them all answers 401 to anything
 * but a staff session.
 */
async function consoleRoutes(app: FastifyInstance, deps: AppDeps) {
  installConsoleGuard(app, deps);
  await consoleAuthRoutes(app, deps);
  // (areas register here)
  await membersConsoleRoutes(app, deps);
  await queueConsoleRoutes(app, deps);
  await moderationConsoleRoutes(app, deps);
  await adminAreaRoutes(app, deps);
  await consoleNotFound(app);
}

export const consoleModule = defineModule({
  name: 'console',
  routes: consoleRoutes,
  jobs: (deps) => [...moderationConsoleJobs(deps)],
  start: async (deps) => { await sealPlainTotpSecrets(deps); },
});
