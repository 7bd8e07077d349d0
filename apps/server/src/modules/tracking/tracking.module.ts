import { defineModule } from '../../kernel/module.js';
import { trackingRoutes } from './tracking.routes.js';

/** Traffic tracking: the visitor's first touch (visitor-tracking.ts, read by signup and search) and the page-bounce log. */
export const trackingModule = defineModule({
  name: 'tracking',
  routes: trackingRoutes,
});
