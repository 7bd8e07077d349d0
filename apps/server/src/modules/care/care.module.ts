import { defineModule } from '../../kernel/module.js';
import { careRoutes } from './care.routes.js';

/** What staff want a member to see: warnings to acknowledge and, while flagged as vulnerable, the care notice. */
export const careModule = defineModule({ name: 'care', routes: careRoutes });
