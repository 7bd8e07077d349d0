import { defineModule } from '../../kernel/module.js';
import { discoveryRoutes } from './discovery.routes.js';

/** The swipe game, the match finder and the match overlay's suggestion: ways to find profiles besides search. */
export const discoveryModule = defineModule({ name: 'discovery', routes: discoveryRoutes });
