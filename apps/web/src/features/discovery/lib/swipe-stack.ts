import type { MemberCard } from '@app/shared';
import type { SwipeResponse } from '@app/shared/contracts/discovery';
import type { SwipeSnapshot } from '../api/queries';

export type Decision = SwipeResponse['decision'];

/** Today's likes as last heard from the server, with the clock reading the countdown needs. */
export interface Allowance { remaining: number; renews_at: string; now: string; received_at: number }

/**
 * The swipe game as the member sees it. The stack changes at once on every decision (optimistic); the server's answers
 * only add cards, correct the allowance, or put a refused card back on top.
 */
export interface SwipeGame {
  /** The cached answer last taken in (compared by identity to notice a new one). */
  source: SwipeSnapshot | null;
  /** Cards still to decide, top first. */
  stack: MemberCard[];
  /** Profiles decided during this visit (sent or confirmed): never stacked again when a later answer still lists them. */
  decided: ReadonlySet<number>;
  /** Likes sent but not yet answered: they already count against what the member sees is left. */
  pendingLikes: number;
  allowance: Allowance | null;
  /** The last answer was a full batch, so asking again may bring more cards. */
  more: boolean;
  error: string | null;
  /** The last decision, for the screen reader's announcement. */
  last: { name: string; decision: Decision } | null;
}

export const NEW_GAME: SwipeGame = {
  source: null, stack: [], decided: new Set(), pendingLikes: 0, allowance: null, more: false, error: null, last: null,
};

/**
 * Within one day the lowest count is the truth (an answer fetched before a like may arrive after it); an answer for a
 * later day starts that day's count. The newest clock reading is kept either way.
 */
export function mergeAllowance(current: Allowance | null, incoming: Allowance): Allowance {
  if (!current) return incoming;
  const day = Date.parse(incoming.renews_at) - Date.parse(current.renews_at);
  if (day > 0) return incoming;
  if (day < 0) return current;
  return { ...incoming, remaining: Math.min(current.remaining, incoming.remaining) };
}

const allowanceOf = (a: { remaining: number; renews_at: string; now: string }, receivedAt: number): Allowance =>
  ({ remaining: a.remaining, renews_at: a.renews_at, now: a.now, received_at: receivedAt });

/** Takes in an answer of GET swipe.php: new cards go under the stack, so the card on top never changes under a finger. */
export function receive(game: SwipeGame, snapshot: SwipeSnapshot): SwipeGame {
  const known = new Set([...game.stack.map((c) => c.id), ...game.decided]);
  const fresh = snapshot.candidates.filter((c) => !known.has(c.id));
  return {
    ...game,
    source: snapshot,
    stack: fresh.length ? [...game.stack, ...fresh] : game.stack,
    more: snapshot.more,
    allowance: mergeAllowance(game.allowance, allowanceOf(snapshot, snapshot.received_at)),
  };
}

/** The card leaves at once; a like counts against today's allowance from this moment. */
export function takeOff(game: SwipeGame, card: MemberCard, decision: Decision): SwipeGame {
  return {
    ...game,
    stack: game.stack.filter((c) => c.id !== card.id),
    decided: new Set(game.decided).add(card.id),
    pendingLikes: game.pendingLikes + (decision === 'like' ? 1 : 0),
    error: null,
    last: { name: card.name, decision },
  };
}

/** The server recorded the decision. */
export function settle(game: SwipeGame, decision: Decision, answer: SwipeResponse, receivedAt: number): SwipeGame {
  return {
    ...game,
    pendingLikes: Math.max(0, game.pendingLikes - (decision === 'like' ? 1 : 0)),
    allowance: mergeAllowance(game.allowance, allowanceOf(answer, receivedAt)),
  };
}

export interface Refusal { message: string; limitReached: boolean; gone: boolean }

/**
 * The server refused: the card comes back on top with the reason, unless the profile is gone (it would be refused
 * again). A refused like because the day's likes are used up means the wait starts now.
 */
export function putBack(game: SwipeGame, card: MemberCard, decision: Decision, refusal: Refusal): SwipeGame {
  const decided = new Set(game.decided);
  if (!refusal.gone) decided.delete(card.id);
  const allowance = refusal.limitReached && game.allowance ? { ...game.allowance, remaining: 0 } : game.allowance;
  return {
    ...game,
    stack: refusal.gone ? game.stack : [card, ...game.stack.filter((c) => c.id !== card.id)],
    decided,
    pendingLikes: Math.max(0, game.pendingLikes - (decision === 'like' ? 1 : 0)),
    allowance,
    error: refusal.limitReached ? null : refusal.message,
    last: null,
  };
}

/** What the member sees is left today: the server's count less the likes still on their way. */
export const likesLeft = (game: SwipeGame) => Math.max(0, (game.allowance?.remaining ?? 0) - game.pendingLikes);
