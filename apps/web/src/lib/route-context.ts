import { useMatches } from 'react-router';
import type { LayoutName } from '@app/shared/routes';

export interface RouteHandle { name: string; layout: LayoutName }

/** The spec's name of the route being shown (null on the 404 page), and its layout. */
export function useCurrentRoute(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return null;
}
