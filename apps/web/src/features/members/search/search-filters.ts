import { SEARCH_SORTS, type SearchSort } from '@app/shared/constants';
import { defaultAgeRange } from '@app/shared/rules/match-finder';
import { gendersWanted } from '@app/shared/rules/swipe';
import type { Gender } from '@app/shared/constants';
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

export interface Seeker { gender: Gender | null; sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null; age: number | null }

/**
 * Where a member's search starts: the one gender they look for (none when they look for both or have not said), and
 * ten years either side of their own age. Only for the fields the site lets members search by.
 */
export function defaultSearch(me: Seeker, searchFields: readonly string[]): SearchState {
  const state: SearchState = {};
  const wanted = gendersWanted({ gender: me.gender, sexuality: me.sexuality });
  if (wanted.length === 1 && searchFields.includes('gender')) state.gender = wanted[0];
  if (me.age !== null) {
    const range = defaultAgeRange(me.age);
    if (searchFields.includes('min_age')) state.min_age = String(range.min_age);
    if (searchFields.includes('max_age')) state.max_age = String(range.max_age);
  }
  return state;
}
