import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@app/shared';
import { membersKeys } from './keys';
import { seedFirstSearch } from './first-search';

const result = { profiles: [], numResults: 0, moreResults: false, page: 1, pages: 0, similar: [] } as unknown as SearchResponse;
const search = { query: { gender: 'male', min_age: '24', max_age: '44' }, result };

afterEach(() => { history.replaceState(null, '', '/'); });

describe('the first search the server wrote into /members', () => {
  it('puts its search in the address and its page in the cache, under the key the search page asks for', () => {
    history.replaceState(null, '', '/members');
    const queryClient = new QueryClient();
    seedFirstSearch(queryClient, search);
    expect(location.pathname + location.search).toBe('/members?gender=male&min_age=24&max_age=44');
    expect(queryClient.getQueryData(membersKeys.search({ gender: 'male', min_age: '24', max_age: '44' }))).toBe(result);
  });

  it('leaves an address that already says something alone', () => {
    history.replaceState(null, '', '/members?country=BE');
    const queryClient = new QueryClient();
    seedFirstSearch(queryClient, search);
    expect(location.search).toBe('?country=BE');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
