import type { Gender } from '../constants.js';
import { defaultAgeRange, type Sexuality } from './match-finder.js';
import { gendersWanted } from './swipe.js';

/** Where a search starts, as it stands in the address of /members (values are strings there). */
export interface SearchDefaults { gender?: Gender; min_age?: string; max_age?: string }

export interface SearchSeeker { gender: Gender | null; sexuality: Sexuality | null; age: number | null }

/**
 * Where a member's search starts: the one gender they look for (none when they look for both or have not said), and
 * ten years either side of their own age. Only for the fields the site lets members search by. The server uses it
 * for the first page it writes into /members, the web app when a member opens the search without one.
 */
export function defaultSearch(me: SearchSeeker, searchFields: readonly string[]): SearchDefaults {
  const state: SearchDefaults = {};
  const wanted = gendersWanted({ gender: me.gender, sexuality: me.sexuality });
  if (wanted.length === 1 && searchFields.includes('gender')) state.gender = wanted[0];
  if (me.age !== null) {
    const range = defaultAgeRange(me.age);
    if (searchFields.includes('min_age')) state.min_age = String(range.min_age);
    if (searchFields.includes('max_age')) state.max_age = String(range.max_age);
  }
  return state;
}
