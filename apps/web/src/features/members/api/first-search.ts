import type { QueryClient } from '@tanstack/react-query';
import type { FirstSearch } from '@app/shared';
import { searchStateOf } from '../search/search-filters';
import { membersKeys } from './keys';

/**
 * Before the router starts: the address gets the search the server started from (replacing the entry, as the app's
 * own defaults do) and the cache its first page, so the first paint shows the cards without a round trip. Only while
 * the address is still the bare /members the server answered.
 */
export function seedFirstSearch(queryClient: QueryClient, search: FirstSearch) {
  if (location.pathname.replace(/\/$/, '') !== '/members' || location.search) return;
  const params = new URLSearchParams(search.query);
  history.replaceState(history.state, '', `${location.pathname}?${params}${location.hash}`);
  queryClient.setQueryData(membersKeys.search(searchStateOf(params)), search.result);
}
