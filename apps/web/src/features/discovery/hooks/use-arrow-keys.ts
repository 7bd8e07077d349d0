import { useEffect, useRef } from 'react';
import type { Decision } from '../lib/swipe-stack';

/** Keys typed into a field, or meant for a menu or dialog, are not the game's. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return Boolean(target.closest('input, textarea, select, dialog, [role="dialog"], [role="menu"], [role="listbox"], [role="slider"]'));
}

/** Right arrow likes, left arrow passes, wherever the focus is on the page (except in fields, menus and dialogs). */
export function useArrowKeys(onDecide: (decision: Decision) => void, enabled: boolean) {
  const latest = useRef(onDecide);
  useEffect(() => { latest.current = onDecide; });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') || isForSomethingElse(event)) return;
      // A held key repeats: one card per press.
      event.preventDefault();
      if (event.repeat) return;
      latest.current(event.key === 'ArrowRight' ? 'like' : 'pass');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
