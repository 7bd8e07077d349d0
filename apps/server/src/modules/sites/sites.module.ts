import { on } from '../../kernel/event-hub.js';
import { defineModule } from '../../kernel/module.js';
import { siteRoutes } from './sites.routes.js';
import { webMetaRoutes } from './web-meta.routes.js';

export const sitesModule = defineModule({
  name: 'sites',
  routes: async (app) => {
    await siteRoutes(app);
    await webMetaRoutes(app);
  },
  // A site edited in the console: every instance drops its cached sites once the change is committed.
  subscribers: (deps) => [on({ event: 'site.changed', name: 'sites.invalidate-cache', afterCommit: () => deps.sites.invalidate() })],
});
