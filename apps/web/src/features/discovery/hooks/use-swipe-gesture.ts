import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { Decision } from '../lib/swipe-stack';
import { prefersReducedMotion } from './use-reduced-motion';

/** Where the card was when it was let go: the flight away starts from there. */
export interface Release { dx: number; dy: number; rotate: number }
export const AT_REST: Release = { dx: 0, dy: 0, rotate: 0 };

/** Past this share of the card's width (or a quick flick) the card goes; below it, it springs back. */
const THRESHOLD_SHARE = 0.3;
const MAX_THRESHOLD_PX = 140;
const FLICK_PX_PER_MS = 0.6;
const MIN_FLICK_PX = 40;
const DEGREES_PER_PX = 0.06;

interface Drag {
  pointerId: number; x: number; y: number; dx: number; dy: number; frame: number; moving: boolean;
  /** Sideways speed over the last move (px/ms): a quick flick at the end counts, however slow the drag before it. */
  vx: number; lastX: number; lastT: number;
}

/** Movement below this is a tap (the profile link inside the card still works). */
const TAP_SLOP_PX = 4;

/**
 * Drag to decide, with a finger, a pen or a mouse (pointer events). The card follows the pointer through its style
 * (transform, and two custom properties the like/pass hints fade with) without rendering React on every move, so it
 * stays smooth on a phone; `touch-action: pan-y` in the stylesheet leaves vertical scrolling to the browser.
 */
export function useSwipeGesture(ref: RefObject<HTMLDivElement | null>, onDecide: (decision: Decision, release: Release) => void) {
  const drag = useRef<Drag | null>(null);

  const paint = (dx: number, dy: number) => {
    const el = ref.current;
    if (!el) return;
    const rotate = prefersReducedMotion() ? 0 : dx * DEGREES_PER_PX;
    el.style.transform = `translate3d(${dx}px, ${dy}px, 0) rotate(${rotate}deg)`;
    const threshold = thresholdOf(el);
    el.style.setProperty('--swipe-like', String(Math.min(1, Math.max(0, dx / threshold))));
    el.style.setProperty('--swipe-pass', String(Math.min(1, Math.max(0, -dx / threshold))));
  };

  const springBack = () => {
    const el = ref.current;
    if (!el) return;
    el.classList.remove('is-dragging');
    el.style.transform = '';
    el.style.removeProperty('--swipe-like');
    el.style.removeProperty('--swipe-pass');
  };

  const end = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    cancelAnimationFrame(current.frame);
    const el = ref.current;
    const dx = event.clientX - current.x;
    const dy = (event.clientY - current.y) * 0.3;
    const far = el ? Math.abs(dx) >= thresholdOf(el) : false;
    const flicked = Math.abs(current.vx) >= FLICK_PX_PER_MS && Math.sign(current.vx) === Math.sign(dx) && Math.abs(dx) >= MIN_FLICK_PX;
    springBack();
    if (!current.moving) return;
    if (!cancelled && (far || flicked)) onDecide(dx > 0 ? 'like' : 'pass', { dx, dy, rotate: prefersReducedMotion() ? 0 : dx * DEGREES_PER_PX });
  };

  const handlers = {
    onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
      if (drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      drag.current = {
        pointerId: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, dy: 0, frame: 0, moving: false, vx: 0, lastX: event.clientX, lastT: event.timeStamp,
      };
    },
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      current.dx = event.clientX - current.x;
      const dt = event.timeStamp - current.lastT;
      if (dt > 0) current.vx = (event.clientX - current.lastX) / dt;
      current.lastX = event.clientX;
      current.lastT = event.timeStamp;
      // Mostly sideways: the card moves up and down less than the finger does.
      current.dy = (event.clientY - current.y) * 0.3;
      if (!current.moving) {
        if (Math.hypot(current.dx, event.clientY - current.y) < TAP_SLOP_PX) return;
        // Captured only once it is a drag: capturing on press would send a tap's click to the card, not to its link.
        current.moving = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.currentTarget.classList.add('is-dragging');
      }
      // One paint per frame, however many events the pointer sends.
      cancelAnimationFrame(current.frame);
      current.frame = requestAnimationFrame(() => paint(current.dx, current.dy));
    },
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => end(event, false),
    // The browser took the gesture over (a vertical scroll, a system gesture): the card springs back.
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => end(event, true),
    // Images and text would otherwise start the browser's own drag and steal the pointer from us.
    onDragStart: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
  return handlers;
}

function thresholdOf(el: HTMLElement) {
  const width = el.offsetWidth || MAX_THRESHOLD_PX / THRESHOLD_SHARE;
  return Math.min(MAX_THRESHOLD_PX, width * THRESHOLD_SHARE);
}
