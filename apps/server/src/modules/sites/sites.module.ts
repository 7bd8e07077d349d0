import { defineModule } from '../../kernel/module.js';
import { siteRoutes } from './sites.routes.js';
import { webMetaRoutes } from './web-meta.routes.js';

export const sitesModule = defineModule({
  name: 'sites',
  routes: async (app) => {
    await siteRoutes(app);
    await webMetaRoutes(app);
  },
});
