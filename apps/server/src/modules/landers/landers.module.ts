import { defineModule } from '../../kernel/module.js';
import { landerRoutes } from './landers.routes.js';

/** Landers and member landings: the profiles they show (the page itself is served by modules/web). */
export const landersModule = defineModule({ name: 'landers', routes: landerRoutes });
