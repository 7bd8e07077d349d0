import { defineModule } from '../../kernel/module.js';
import { profileRoutes } from './profiles.routes.js';

export const profilesModule = defineModule({ name: 'profiles', routes: profileRoutes });
