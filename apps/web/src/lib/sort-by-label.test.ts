import { describe, expect, it } from 'vitest';
import nl from '../../../../packages/shared/locales/nl.json';
import { sortByLabel } from './sort-by-label';

const dutch = (key: string) => (nl.interests as Record<string, string>)[key]!;

describe('sorting by the localised label', () => {
  it('orders interests by their Dutch names, not by their English keys', () => {
    const keys = ['wine', 'animals', 'kissing', 'beer', 'hiking', 'adventure', 'tea'];
    expect(sortByLabel(keys, dutch, 'nl').map(dutch)).toEqual(['Avontuur', 'Bier', 'Dieren', 'Thee', 'Wandelen', 'Wijn', 'Zoenen']);
  });

  it('compares the way the language does: case and accents do not push a word to the end', () => {
    expect(sortByLabel(['één', 'Zee', 'appel', 'Eend'], (w) => w, 'nl')).toEqual(['appel', 'één', 'Eend', 'Zee']);
  });
});
