import { SEARCH_SORTS, type SearchSort } from '@app/shared/constants';
import type { SearchFilters } from '../api/keys';

/** The search state in the address: the site's filters, "with photo", the order and the page. */
export type SearchState = SearchFilters & { with_photo?: '1'; sort?: SearchSort };

export const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
const STATE_KEYS = [...FILTER_KEYS, 'with_photo', 'sort', 'page'] as const;

/** The search state read from the address; anything else in it is left out. */
export function searchStateOf(params: URLSearchParams): SearchState {
  const state: Record<string, string> = {};
  for (const key of STATE_KEYS) {
    const value = params.get(key);
    if (value) state[key] = value;
  }
  if (state.with_photo !== '1') delete state.with_photo;
  if (state.sort && !(SEARCH_SORTS as readonly string[]).includes(state.sort)) delete state.sort;
  return state as SearchState;
}

/** Whether the address already says what to search for (then the member's own defaults are not applied). */
export const hasSearchState = (params: URLSearchParams) => Object.keys(searchStateOf(params)).length > 0;
