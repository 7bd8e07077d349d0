import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCard } from '@app/shared';
import { ApiError } from '../../../lib/api';
import { useMatchOverlay } from '../../likes';
import { isSwipeLimit, useSwipe } from '../api/mutations';
import { useSwipeState } from '../api/queries';
import { likesLeft, NEW_GAME, putBack, receive, settle, takeOff, type Allowance, type Decision, type SwipeGame } from '../lib/swipe-stack';

/** With this few cards left the next batch is asked for, so the member never waits for one. */
export const LOW_STACK = 3;

export type GameView =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'waiting'; allowance: Allowance }
  | { status: 'empty' }
  | { status: 'playing'; stack: MemberCard[]; likesLeft: number };

/**
 * The swipe game: the stack, today's likes and the wait. Decisions are optimistic (the card leaves at once and a like
 * counts at once); a refusal puts the card back on top with the server's message.
 */
export function useSwipeGame() {
  const { t } = useTranslation();
  const query = useSwipeState();
  const swipe = useSwipe();
  const overlay = useMatchOverlay();
  const [game, setGame] = useState<SwipeGame>(NEW_GAME);
  // A new answer in the cache is taken in while rendering (React's "adjust state on new data"), so the first paint
  // already shows the cards: no frame with an empty stack.
  if (query.data && query.data !== game.source) setGame(receive(game, query.data));

  // Two presses before React renders again both see the same top card: the ref lets only the first one through.
  const sending = useRef(new Set<number>());
  const decide = useCallback((card: MemberCard, decision: Decision) => {
    if (sending.current.has(card.id)) return;
    sending.current.add(card.id);
    setGame((g) => takeOff(g, card, decision));
    swipe.mutateAsync({ profile: card.id, decision }).then(
      (answer) => {
        sending.current.delete(card.id);
        setGame((g) => settle(g, decision, answer, Date.now()));
        // The card itself: the overlay shows it at once instead of looking the profile up.
        if (answer.match) overlay.show(card);
      },
      (error: unknown) => {
        sending.current.delete(card.id);
        setGame((g) => putBack(g, card, decision, {
          message: error instanceof ApiError && error.message ? error.message : t('errors.generic'),
          limitReached: isSwipeLimit(error),
          gone: error instanceof ApiError && error.status === 404,
        }));
      },
    );
  }, [swipe, overlay, t]);

  // Ask for more while a few cards are left; once per decision at most, so a server with nothing new is not asked in a loop.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const { refetch, isFetching } = query;
  const wantsMore = game.stack.length <= LOW_STACK && game.more && askedAt !== game.decided.size;
  useEffect(() => {
    if (!wantsMore || isFetching) return;
    setAskedAt(game.decided.size);
    void refetch();
  }, [wantsMore, isFetching, game.decided.size, refetch]);

  const reload = useCallback(() => { setAskedAt(null); void refetch(); }, [refetch]);
  const dismissError = useCallback(() => setGame((g) => ({ ...g, error: null })), []);

  return { view: viewOf(game, { error: query.error, busy: isFetching || wantsMore }, t('errors.generic')), game, decide, reload, dismissError };
}

function viewOf(game: SwipeGame, query: { error: unknown; busy: boolean }, generic: string): GameView {
  if (!game.allowance) {
    if (query.error) return { status: 'failed', message: query.error instanceof ApiError && query.error.message ? query.error.message : generic };
    return { status: 'loading' };
  }
  const left = likesLeft(game);
  if (left === 0) return { status: 'waiting', allowance: game.allowance };
  if (game.stack.length === 0) return query.busy ? { status: 'loading' } : { status: 'empty' };
  return { status: 'playing', stack: game.stack, likesLeft: left };
}
