import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../lib/media-query';
import { profileAttributes, useLander } from '../context';
import { CtaBlock, FictionalBadge, Intro, Photo, placeOf } from '../parts';

const SLIDE_MS = 3500;
const SLIDES = 8;

/**
 * A film made here of the profiles' photos: one cross-fades into the next with a slow zoom (CSS transitions and
 * keyframes; no video file). It can be paused, and it stands still for visitors who ask for reduced motion.
 */
export function TransitionsVideo() {
  const { t, data, settings } = useLander();
  const slides = data.profiles.slice(0, SLIDES);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [playing, setPlaying] = useState(!reducedMotion);
  const [index, setIndex] = useState(0);
  // Pictures are added one ahead of the slide shown, so the first one has the bandwidth to itself.
  const [reach, setReach] = useState(1);
  useEffect(() => {
    if (!playing || slides.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [playing, slides.length]);
  useEffect(() => setReach((r) => Math.max(r, index + 1)), [index]);
  return (
    <div className="l-wrap l-narrow">
      <Intro lander="transitionsvideolanding" className="l-center" />
      <div className={`l-stage ${playing ? '' : 'l-paused'}`}>
        {slides.map((p, i) => (
          <figure key={p.id} className={`l-slide ${i === index ? 'l-on' : ''}`} aria-hidden={i !== index} {...profileAttributes(p)}>
            {i <= reach && <Photo profile={p} size="full" />}
            <figcaption>{p.name}, {p.age}{p.fictional && <> <FictionalBadge withText /></>}<br /><small>{placeOf(p)}</small></figcaption>
          </figure>
        ))}
        <ol className="l-dots" aria-hidden="true">{slides.map((p, i) => <li key={p.id} className={i === index ? 'l-on' : ''} />)}</ol>
      </div>
      <div className="l-player-bar">
        <button type="button" className="l-btn l-btn-outline l-btn-sm" onClick={() => setPlaying(!playing)}>
          {playing ? t('landers.player.pause') : t('landers.player.play')}
        </button>
        <p className="l-muted">{t('landers.player.note', { site_name: settings.name })}</p>
      </div>
      <CtaBlock />
    </div>
  );
}
