import { defineModule } from '../../kernel/module.js';
import { moderationRoutes } from './moderation.routes.js';

/** Members' reports of profiles and messages; the console's moderation queue reads them (report.submitted). */
export const moderationModule = defineModule({
  name: 'moderation',
  routes: moderationRoutes,
});
