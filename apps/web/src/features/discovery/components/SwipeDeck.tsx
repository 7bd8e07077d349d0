import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCard } from '@app/shared';
import { PathIcon } from '../../../components/ui/Icon';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { prefersReducedMotion } from '../hooks/use-reduced-motion';
import { AT_REST, useSwipeGesture, type Release } from '../hooks/use-swipe-gesture';
import type { Decision } from '../lib/swipe-stack';
import { LIKE_ICON, PASS_ICON } from './icons';
import { SwipeCard } from './SwipeCard';

interface Flight { key: string; card: MemberCard; decision: Decision; release: Release }
/** A flight is cleared after this even if the browser never reports its end (a background tab). */
const FLIGHT_MS = 700;
/** Cards drawn under the top one: they show the stack and load their photos ahead. */
const BEHIND = 2;

/**
 * The stack: the top card to drag, two big buttons and the arrow keys, all deciding the same way. A decided card is
 * taken off at once; a copy of it flies away on top (transform and opacity only) unless the member asked for less motion.
 */
export function SwipeDeck({ stack, onDecide }: { stack: MemberCard[]; onDecide: (card: MemberCard, decision: Decision) => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const hintId = useId();
  const top = stack[0]!;
  const [flights, setFlights] = useState<Flight[]>([]);
  const [refocus, setRefocus] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const land = useCallback((key: string) => setFlights((all) => all.filter((f) => f.key !== key)), []);
  // A flight's fallback landing must not outlive the deck (leaving the page mid-flight).
  const landings = useRef(new Set<number>());
  useEffect(() => () => { for (const timer of landings.current) window.clearTimeout(timer); }, []);

  const send = useCallback((decision: Decision, release: Release = AT_REST) => {
    if (!prefersReducedMotion()) {
      const key = `${top.id}-${decision}`;
      setFlights((all) => [...all.filter((f) => f.key !== key), { key, card: top, decision, release }]);
      const timer = window.setTimeout(() => { landings.current.delete(timer); land(key); }, FLIGHT_MS);
      landings.current.add(timer);
    }
    // The focused card is about to go: its successor takes the focus, so the keyboard and screen reader keep their place.
    setRefocus(document.activeElement === topRef.current);
    onDecide(top, decision);
  }, [top, onDecide, land]);
  const gestureHandlers = useSwipeGesture(topRef, send);
  useArrowKeys(send, true);

  useEffect(() => {
    if (!refocus) return;
    topRef.current?.focus();
    setRefocus(false);
  }, [refocus, top.id]);

  return (
    <div className="swipe-deck-wrap">
      <div className="swipe-deck">
        {stack.slice(1, 1 + BEHIND).reverse().map((card) => (
          <SwipeCard key={card.id} card={card} className={`is-behind is-behind-${stack.indexOf(card)}`} aria-hidden="true" inert />
        ))}
        <SwipeCard key={top.id} ref={topRef} card={top} nameId={nameId} className="is-top" data-testid="swipe-top"
          role="group" aria-labelledby={nameId} aria-describedby={hintId} tabIndex={0} {...gestureHandlers} />
        {flights.map((f) => (
          <SwipeCard key={f.key} card={f.card} className={`is-flying is-flying-${f.decision}`} aria-hidden="true" inert
            data-testid="swipe-flight" onAnimationEnd={() => land(f.key)} style={flightStyle(f.release)} />
        ))}
      </div>
      <div className="swipe-actions">
        <button type="button" className="swipe-btn swipe-btn-pass" onClick={() => send('pass')} aria-describedby={nameId}>
          <PathIcon d={PASS_ICON} className="swipe-btn-icon" />
          <span className="swipe-btn-label">{t('web.swipe.pass')}</span>
        </button>
        <button type="button" className="swipe-btn swipe-btn-like" onClick={() => send('like')} aria-describedby={nameId}>
          <PathIcon d={LIKE_ICON} className="swipe-btn-icon" />
          <span className="swipe-btn-label">{t('web.swipe.like')}</span>
        </button>
      </div>
      <p id={hintId} className="swipe-keys small text-body-secondary text-center mb-0">{t('web.swipe.keyboard_hint')}</p>
    </div>
  );
}

/** The flight starts where the finger let go (custom properties the keyframes read). */
const flightStyle = (r: Release) =>
  ({ '--from-x': `${r.dx}px`, '--from-y': `${r.dy}px`, '--from-r': `${r.rotate}deg` }) as CSSProperties;
