import { useRef, useState, type PointerEvent } from 'react';
import { profileAttributes, useLander } from '../context';
import { Cta, FictionalBadge, Intro, Photo, placeOf } from '../parts';

/** A few swipes as a taste; then the deck asks for the signup (likes need an account). */
const SWIPES_BEFORE_SIGNUP = 3;
const THROW_PX = 90;
const THROW_MS = 250;
const VISIBLE_CARDS = 3;

type Direction = 'like' | 'pass';

/** A swipe deck teaser: drag a card (or use the buttons) to the right for "like", to the left for "next". */
export function TinderSwipe() {
  const { t, data } = useLander();
  const deck = data.profiles;
  const [top, setTop] = useState(0);
  const [drag, setDrag] = useState(0);
  const [thrown, setThrown] = useState<Direction | null>(null);
  const start = useRef<number | null>(null);
  const done = top >= Math.min(deck.length, SWIPES_BEFORE_SIGNUP);

  const swipe = (direction: Direction) => {
    if (thrown) return;
    setThrown(direction);
    window.setTimeout(() => { setTop((n) => n + 1); setThrown(null); setDrag(0); }, THROW_MS);
  };
  const onDown = (e: PointerEvent<HTMLElement>) => { start.current = e.clientX; e.currentTarget.setPointerCapture?.(e.pointerId); };
  const onMove = (e: PointerEvent<HTMLElement>) => { if (start.current !== null) setDrag(e.clientX - start.current); };
  const onUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(drag) > THROW_PX) swipe(drag > 0 ? 'like' : 'pass'); else setDrag(0);
  };

  return (
    <div className="l-wrap l-narrow">
      <Intro lander="tinderswipe" className="l-center" />
      {done ? (
        <section className="l-done l-center" aria-labelledby="deck-done">
          <h2 id="deck-done">{t('landers.tinderswipe.done_title')}</h2>
          <p>{t('landers.tinderswipe.done_text')}</p>
          <Cta className="l-btn-lg" />
        </section>
      ) : (
        <>
          <ul className="l-deck" aria-label={t('landers.tinderswipe.deck')}>
            {deck.slice(top, top + VISIBLE_CARDS).map((p, i) => {
              const isTop = i === 0;
              const offset = isTop ? (thrown ? (thrown === 'like' ? 600 : -600) : drag) : 0;
              return (
                <li key={p.id} className={`l-swipe-card ${isTop ? 'l-top' : ''}`} {...profileAttributes(p)} aria-hidden={!isTop}
                  style={{
                    transform: `translateX(${offset}px) rotate(${offset / 20}deg) scale(${1 - i * 0.03}) translateY(${i * 16}px)`, zIndex: VISIBLE_CARDS - i,
                    // The card follows the finger at once while dragged; it glides when thrown or let go.
                    transition: isTop && start.current !== null ? 'none' : undefined,
                  }}
                  onPointerDown={isTop ? onDown : undefined} onPointerMove={isTop ? onMove : undefined} onPointerUp={isTop ? onUp : undefined} onPointerCancel={isTop ? onUp : undefined}>
                  <Photo profile={p} size="full" />
                  <p className="l-swipe-info">
                    <strong>{p.name}, {p.age}</strong>{p.fictional && <> <FictionalBadge withText /></>}<br />
                    <small>{placeOf(p)}</small>
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="l-swipe-buttons">
            <button type="button" className="l-round" onClick={() => swipe('pass')} aria-label={t('landers.tinderswipe.pass')}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>
            </button>
            <button type="button" className="l-round l-round-like" onClick={() => swipe('like')} aria-label={t('landers.tinderswipe.like')}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" /></svg>
            </button>
          </div>
        </>
      )}
    </div>
  );
}
