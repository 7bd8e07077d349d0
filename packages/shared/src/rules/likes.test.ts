import { describe, expect, it } from 'vitest';
import { isMatch, likePages, likeRefusal } from './likes.js';

const target = { id: 2, sameSite: true, active: true, invisible: false };
const base = { likerProfileId: 1, target, blockedByMe: false, blockedMe: false };

describe('likeRefusal', () => {
  it('lets a member like a visible profile of the same site', () => {
    expect(likeRefusal(base)).toBeNull();
  });
  it('refuses visitors first, with the login text\'s code', () => {
    expect(likeRefusal({ ...base, likerProfileId: null, target: null })).toBe('login_to_like');
  });
  it('treats another site\'s, an inactive or a missing profile as not found (ids are not confirmed)', () => {
    expect(likeRefusal({ ...base, target: { ...target, sameSite: false } })).toBe('not_found');
    expect(likeRefusal({ ...base, target: { ...target, active: false } })).toBe('not_found');
    expect(likeRefusal({ ...base, target: null })).toBe('not_found');
  });
  it('refuses liking yourself, a block either way, and an invisible member', () => {
    expect(likeRefusal({ ...base, target: { ...target, id: 1 } })).toBe('like_self');
    expect(likeRefusal({ ...base, blockedMe: true, blockedByMe: true })).toBe('blocked_by_member');
    expect(likeRefusal({ ...base, blockedByMe: true })).toBe('blocked_by_me');
    expect(likeRefusal({ ...base, target: { ...target, invisible: true } })).toBe('like_invisible');
  });
});

describe('matches and pages', () => {
  it('is a match only with a like each way', () => {
    expect(isMatch(true, true)).toBe(true);
    expect(isMatch(true, false)).toBe(false);
    expect(isMatch(false, true)).toBe(false);
  });
  it('counts pages of 24, at least one', () => {
    expect([0, 1, 24, 25].map(likePages)).toEqual([1, 1, 1, 2]);
  });
});
