import type { ConsoleRoute } from '../../console-route';

/** This area's pages (lazy: each is its own chunk). */
export const routes: ConsoleRoute[] = [];
