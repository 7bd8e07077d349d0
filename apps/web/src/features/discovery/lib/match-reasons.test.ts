import { describe, expect, it } from 'vitest';
import { matchCardFixture, matchFinderFixture } from '../test-fixtures';
import { matchPercent, matchReasons, MAX_MATCH_SCORE } from './match-reasons';

const { answers } = matchFinderFixture();

describe('match reasons', () => {
  it('names the shared interests, the chosen region, the age fit and recent activity', () => {
    const card = matchCardFixture(1, 'Sanne', { age: 31, shared_interests: ['wine'], online_recently: true });
    expect(matchReasons(card, answers)).toEqual([
      { kind: 'interests', interests: ['wine'] }, { kind: 'region', region: 'Noord-Holland' }, { kind: 'age' }, { kind: 'active' },
    ]);
  });

  it('says nothing that did not count: another region, an age outside the range, a fictional profile\'s activity', () => {
    const card = matchCardFixture(2, 'Lotte', { age: 45, region: 'NL-UT', fictional: true, online_recently: true });
    expect(matchReasons(card, answers)).toEqual([]);
    expect(matchReasons(matchCardFixture(3, 'Mira', { age: 30 }), { ...answers, region: null })).toEqual([{ kind: 'age' }]);
  });

  it('reads the score as a share of the best possible one', () => {
    expect(MAX_MATCH_SCORE).toBe(110);
    expect(matchPercent(110)).toBe(100);
    expect(matchPercent(55)).toBe(50);
    expect(matchPercent(0)).toBe(0);
  });
});
