import { describe, expect, it } from 'vitest';
import { defaultAgeRange, fitsWishes, lookingForOf, matchScore, rankMatches, sexualityFor, type MatchCandidate, type MatchWishes } from './match-finder.js';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const wishes: MatchWishes = { genders: ['female'], min_age: 30, max_age: 40, country: 'NL', region: 'NH', interests: ['wine', 'hiking', 'music'] };
const candidate = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  gender: 'female', age: 35, country: 'NL', region: 'NH', interests: [], fictional: false, lastActiveAt: hoursAgo(2), ...over,
});

describe('looking for', () => {
  it('turns "I am" and "looking for" into a sexuality and back', () => {
    expect(sexualityFor('male', 'women')).toBe('hetero');
    expect(sexualityFor('female', 'men')).toBe('hetero');
    expect(sexualityFor('male', 'men')).toBe('gay');
    expect(sexualityFor('female', 'women')).toBe('lesbian');
    expect(sexualityFor('female', 'both')).toBe('bi');
    for (const g of ['male', 'female'] as const) for (const l of ['men', 'women', 'both'] as const) expect(lookingForOf(g, sexualityFor(g, l))).toBe(l);
    expect(lookingForOf(null, 'hetero')).toBeNull();
  });
  it('defaults to ten years either side, never below 18', () => {
    expect(defaultAgeRange(40)).toEqual({ min_age: 30, max_age: 50 });
    expect(defaultAgeRange(22)).toEqual({ min_age: 18, max_age: 32 });
  });
});

describe('matchScore', () => {
  it('adds shared interests, place, age fit and activity', () => {
    expect(matchScore(wishes, candidate({ interests: ['wine', 'music', 'beer'] }), now)).toBe(20 + 30 + 20 + 10);
    expect(matchScore(wishes, candidate({ region: 'UT' }), now)).toBe(15 + 20 + 10);
    expect(matchScore(wishes, candidate({ country: 'BE', region: 'VAN' }), now)).toBe(20 + 10);
    expect(matchScore(wishes, candidate({ age: 42 }), now)).toBe(30 + 12 + 10);
    expect(matchScore(wishes, candidate({ age: 20 }), now)).toBe(30 + 0 + 10);
    expect(matchScore(wishes, candidate({ lastActiveAt: hoursAgo(48) }), now)).toBe(30 + 20 + 5);
    expect(matchScore(wishes, candidate({ lastActiveAt: hoursAgo(24 * 30) }), now)).toBe(30 + 20);
  });
  it('gives fictional profiles no activity points', () => {
    expect(matchScore(wishes, candidate({ fictional: true }), now)).toBe(30 + 20);
  });
  it('ranks a fixed population by score, then activity, then id', () => {
    const population = [
      { id: 1, ...candidate({ region: 'UT', lastActiveAt: hoursAgo(200) }) },
      { id: 2, ...candidate({ interests: ['wine', 'hiking'] }) },
      { id: 3, ...candidate() },
      { id: 4, ...candidate({ lastActiveAt: hoursAgo(1) }) },
      { id: 5, ...candidate({ age: 60, interests: ['wine', 'hiking', 'music'] }) },
    ];
    expect(rankMatches(wishes, population, now).map((c) => [c.id, c.score])).toEqual([[2, 80], [5, 70], [4, 60], [3, 60], [1, 35]]);
  });
});

describe('fitsWishes', () => {
  it('marks a wanted gender inside the age range', () => {
    expect(fitsWishes(wishes, { gender: 'female', age: 30 })).toBe(true);
    expect(fitsWishes(wishes, { gender: 'male', age: 35 })).toBe(false);
    expect(fitsWishes(wishes, { gender: 'female', age: 41 })).toBe(false);
  });
});
