import { describe, expect, it } from 'vitest';
import type { SwipeSnapshot } from '../api/queries';
import { cardFixture, swipeAnswer, swipeStateFixture } from '../test-fixtures';
import { likesLeft, mergeAllowance, NEW_GAME, putBack, receive, settle, takeOff } from './swipe-stack';

const snapshot = (overrides: Partial<SwipeSnapshot> = {}): SwipeSnapshot => ({ ...swipeStateFixture(), received_at: 0, more: true, ...overrides });
const [anna, bram, carla, daan] = [cardFixture(1, 'Anna'), cardFixture(2, 'Bram'), cardFixture(3, 'Carla'), cardFixture(4, 'Daan')] as const;
const ids = (game: { stack: Array<{ id: number }> }) => game.stack.map((c) => c.id);

describe('the swipe stack', () => {
  it('adds new cards under the stack and never again one decided during this visit', () => {
    let game = receive(NEW_GAME, snapshot({ candidates: [anna, bram] }));
    game = takeOff(game, anna, 'pass');
    game = receive(game, snapshot({ candidates: [carla, anna, bram, daan] }));
    expect(ids(game)).toEqual([2, 3, 4]);
  });

  it('counts a like against the allowance at once, and settles on the server count', () => {
    let game = receive(NEW_GAME, snapshot({ remaining: 2 }));
    game = takeOff(game, anna, 'like');
    expect(likesLeft(game)).toBe(1);
    game = takeOff(game, bram, 'pass');
    expect(likesLeft(game)).toBe(1);
    game = settle(game, 'like', swipeAnswer({ remaining: 1 }), 5);
    expect(likesLeft(game)).toBe(1);
    expect(game.allowance?.received_at).toBe(5);
  });

  it('puts a refused card back on top with the reason', () => {
    let game = receive(NEW_GAME, snapshot({ candidates: [anna, bram, carla] }));
    game = takeOff(game, anna, 'like');
    game = takeOff(game, bram, 'pass');
    game = putBack(game, anna, 'like', { message: 'Nee', limitReached: false, gone: false });
    expect(ids(game)).toEqual([1, 3]);
    expect(game.error).toBe('Nee');
    expect(game.pendingLikes).toBe(0);
    expect(game.decided.has(1)).toBe(false);
  });

  it('starts the wait when a like is refused for the day, and drops a profile that is gone', () => {
    let game = receive(NEW_GAME, snapshot({ candidates: [anna, bram], remaining: 3 }));
    game = putBack(takeOff(game, anna, 'like'), anna, 'like', { message: 'Op', limitReached: true, gone: false });
    expect(likesLeft(game)).toBe(0);
    game = putBack(takeOff(game, bram, 'pass'), bram, 'pass', { message: 'Weg', limitReached: false, gone: true });
    expect(ids(game)).toEqual([1]);
  });

  it('keeps the lowest count within a day and starts over on a later one', () => {
    const day = { remaining: 1, renews_at: '2026-11-23T23:00:00.000Z', now: '2026-11-23T20:00:00.000Z', received_at: 0 };
    expect(mergeAllowance(day, { ...day, remaining: 3, received_at: 9 })).toEqual({ ...day, remaining: 1, received_at: 9 });
    const next = { ...day, remaining: 4, renews_at: '2026-11-24T23:00:00.000Z' };
    expect(mergeAllowance(day, next)).toEqual(next);
    expect(mergeAllowance(next, day)).toEqual(next);
  });
});
