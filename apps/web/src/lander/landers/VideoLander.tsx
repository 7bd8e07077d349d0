import { useEffect, useRef, useState } from 'react';
import type { LanderProfile } from '@app/shared/contracts/landers';
import { useMediaQuery } from '../../lib/media-query';
import { profileAttributes, SIGNUP_PATH, useLander } from '../context';
import { CtaBlock, FictionalBadge, Intro, Photo, placeOf } from '../parts';

const WIDTH = 640;
const HEIGHT = 360;
const SCENE_MS = 4000;
const FADE_MS = 600;
const SCENES = 6;

const loadImage = (src: string) => new Promise<HTMLImageElement>((resolve, reject) => {
  const image = new Image();
  image.onload = () => resolve(image);
  image.onerror = reject;
  image.src = src;
});

/** One frame: the photo covering the frame, panning across and zooming slowly as the scene runs (0 to 1). */
function drawScene(context: CanvasRenderingContext2D, image: HTMLImageElement, progress: number, alpha: number) {
  const scale = Math.max(WIDTH / image.naturalWidth, HEIGHT / image.naturalHeight) * (1.1 + 0.08 * progress);
  const [w, h] = [image.naturalWidth * scale, image.naturalHeight * scale];
  context.globalAlpha = alpha;
  context.drawImage(image, (WIDTH - w) * progress, (HEIGHT - h) * 0.3, w, h);
  context.globalAlpha = 1;
}

const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;

/**
 * A short film drawn on a canvas from the profiles' photos (pan, zoom and cross-fade; nothing is downloaded but the
 * photos). The poster is the main image, so the page paints at once; the film starts after the page has loaded,
 * except for visitors who ask for reduced motion, who start it themselves.
 */
export function VideoLander() {
  const { t, data, settings } = useLander();
  const scenes = data.profiles.filter((p): p is LanderProfile & { photo: NonNullable<LanderProfile['photo']> } => p.photo !== null).slice(0, SCENES);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const total = scenes.length * SCENE_MS;

  useEffect(() => {
    if (reducedMotion || scenes.length === 0) return undefined;
    const start = () => setPlaying(true);
    if (document.readyState === 'complete') { const timer = window.setTimeout(start, 800); return () => window.clearTimeout(timer); }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [reducedMotion, scenes.length]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!playing || !context || total === 0) return undefined;
    const images = new Map<number, HTMLImageElement>();
    const requested = new Set<number>();
    // Each scene's photo is fetched when the scene before it starts (the browser has the first one already).
    const want = (i: number) => {
      const n = i % scenes.length;
      if (requested.has(n)) return;
      requested.add(n);
      void loadImage(scenes[n]!.photo.full).then((image) => images.set(n, image), () => undefined);
    };
    let frame = 0;
    let last = performance.now();
    let at = elapsed;
    let shown = -1;
    const tick = (now: number) => {
      at = (at + now - last) % total;
      last = now;
      const i = Math.floor(at / SCENE_MS);
      const inScene = at - i * SCENE_MS;
      want(i);
      want(i + 1);
      const current = images.get(i);
      const previous = images.get((i - 1 + scenes.length) % scenes.length);
      context.fillStyle = '#000';
      context.fillRect(0, 0, WIDTH, HEIGHT);
      if (previous && inScene < FADE_MS) drawScene(context, previous, 1, 1);
      if (current) drawScene(context, current, inScene / SCENE_MS, Math.min(1, inScene / FADE_MS));
      // The bar and the clock move four times a second; the canvas every frame, outside React.
      if (Math.floor(at / 250) !== shown) { shown = Math.floor(at / 250); setElapsed(at); }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // `elapsed` is where a resumed film starts: read once per start, not followed.
  }, [playing, total]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = scenes[Math.floor(elapsed / SCENE_MS)] ?? scenes[0];
  return (
    <div className="l-wrap l-narrow">
      <Intro lander="video" />
      {current && (
        <div className="l-video">
          <div className="l-screen">
            <Photo profile={scenes[0]!} size="full" className="l-poster" />
            <canvas ref={canvas} width={WIDTH} height={HEIGHT} className={playing || elapsed > 0 ? 'l-on' : ''} aria-hidden="true" />
            <span className="l-video-tag">{t('landers.video.tag')}</span>
            <p className="l-video-caption" {...profileAttributes(current)}>
              {current.name}, {current.age}{current.fictional && <> <FictionalBadge withText /></>} <small>{placeOf(current)}</small>
            </p>
          </div>
          <div className="l-player-bar">
            <button type="button" className="l-play" onClick={() => setPlaying(!playing)} aria-label={playing ? t('landers.player.pause') : t('landers.player.play')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5l11 7-11 7z'} /></svg>
            </button>
            <span className="l-progress" aria-hidden="true"><span style={{ width: `${(elapsed / total) * 100}%` }} /></span>
            <span className="l-time">{clock(elapsed)} / {clock(total)}</span>
          </div>
          <p className="l-muted">{t('landers.player.note', { site_name: settings.name })}</p>
        </div>
      )}
      <ul className="l-playlist">
        {scenes.map((p) => (
          <li key={p.id} {...profileAttributes(p)}>
            <a href={SIGNUP_PATH}><Photo profile={p} size="thumb" lazy className="l-avatar" /><span>{p.name}, {p.age}{p.fictional && <> <FictionalBadge /></>}</span></a>
          </li>
        ))}
      </ul>
      <CtaBlock />
    </div>
  );
}
