import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@app/shared/constants';
import { useMediaQuery } from '../lib/media-query';

const TICK_MS = 100;
const FADE_MS = 300;

/**
 * How far the bar stands after `elapsedMs` of loading: 90 % at the spec's duration, then ever slower, never the end
 * (only a finished load fills it), so a slow load still looks alive and a fast one never looks stuck.
 */
export function estimatedProgress(elapsedMs: number, durationMs = PROGRESS_BAR_DURATION_MS): number {
  return 100 * (1 - Math.pow(0.1, Math.max(0, elapsedMs) / durationMs));
}

/**
 * A thin bar over the top of the page while `isLoading` lasts longer than the throttle (a fast load shows nothing);
 * when the load ends it fills and fades. Fixed position, so nothing below it moves. With reduced motion it moves in
 * steps instead of gliding and disappears at once.
 */
export function ProgressBar({ isLoading }: { isLoading: boolean }) {
  const { t } = useTranslation();
  const isMotionReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!isLoading) return undefined;
    const show = window.setTimeout(() => {
      const at = Date.now();
      // A load that starts while the last bar fades carries on with that bar instead of starting over.
      setShownAt((previous) => previous ?? at);
      setNow(at);
    }, PROGRESS_BAR_THROTTLE_MS);
    return () => window.clearTimeout(show);
  }, [isLoading]);

  const isShown = shownAt !== null;
  useEffect(() => {
    if (!isShown || !isLoading) return undefined;
    const tick = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(tick);
  }, [isShown, isLoading]);

  useEffect(() => {
    if (!isShown || isLoading) return undefined;
    const hide = window.setTimeout(() => setShownAt(null), isMotionReduced ? 0 : TICK_MS + FADE_MS);
    return () => window.clearTimeout(hide);
  }, [isShown, isLoading, isMotionReduced]);

  if (shownAt === null || (!isLoading && isMotionReduced)) return null;
  const progress = isLoading ? estimatedProgress(now - shownAt) : 100;
  return (
    <div
      role="progressbar" aria-label={t('web.nav.page_loading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}
      style={{
        position: 'fixed', top: 0, left: 0, width: '100%', height: 3, zIndex: 1070, pointerEvents: 'none',
        background: 'var(--bs-primary)', transformOrigin: '0 50%', transform: `scaleX(${progress / 100})`,
        opacity: isLoading ? 1 : 0,
        // Only transform and opacity change: the compositor animates them without layout work.
        transition: isMotionReduced ? 'none' : `transform ${TICK_MS}ms linear, opacity ${FADE_MS}ms ease-out ${TICK_MS}ms`,
      }}
    />
  );
}

/** Spec 9: the progress bar of route changes (the page's code chunk loading before the router shows it). */
export function RouteProgressBar() {
  return <ProgressBar isLoading={useNavigation().state !== 'idle'} />;
}
