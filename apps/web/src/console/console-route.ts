import type { ComponentType, LazyExoticComponent } from 'react';
import type { ConsoleAction } from '@app/shared/rules/console-roles';

/**
 * One page of the console. `path` is below /console (e.g. "queue" or "members/:id"); the page is offered (route and
 * navigation) only to staff whose role has `action`. `nav` (a key under console.nav) puts it in the side navigation.
 */
export interface ConsoleRoute {
  path: string;
  action: ConsoleAction;
  nav?: string;
  /** Lower comes first in the navigation. */
  order?: number;
  page: LazyExoticComponent<ComponentType>;
}
