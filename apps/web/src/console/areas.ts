import type { ConsoleRoute } from './console-route';
import { routes as dashboard } from './areas/dashboard';
import { routes as members } from './areas/members';
import { routes as moderation } from './areas/moderation';
import { routes as queue } from './areas/queue';
import { routes as sites } from './areas/sites';

/** Every page of the console, by area; the shell builds the router and the navigation from it. */
export const CONSOLE_PAGES: ConsoleRoute[] = [...sites, ...queue, ...moderation, ...members, ...dashboard];
