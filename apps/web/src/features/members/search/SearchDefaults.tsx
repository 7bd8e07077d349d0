import { useEffect } from 'react';
import { useOwnProfile } from '../../profile';
import { defaultSearch } from '@app/shared/rules/search-defaults';
import type { SearchState } from './search-filters';

/**
 * Mounted only for a member whose address holds no search yet: reads their own profile once and hands over where
 * their search starts (possibly nothing). Until then the page shows no results, so nothing is fetched twice.
 */
export function SearchDefaults({ age, searchFields, onReady }: { age: number | null; searchFields: readonly string[]; onReady: (state: SearchState) => void }) {
  const own = useOwnProfile();
  const profile = own.data;
  const failed = own.isError;
  useEffect(() => {
    if (profile) onReady(defaultSearch({ gender: profile.gender, sexuality: profile.sexuality ?? null, age }, searchFields));
    else if (failed) onReady({});
    // Once: the defaults are where the search starts, not a rule that follows the profile.
  }, [Boolean(profile), failed]);
  return null;
}
