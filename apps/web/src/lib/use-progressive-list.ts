import { useEffect, useState } from 'react';

/**
 * The first `first` items of a list at once and the rest a few at a time, each few in a task of its own. Twenty cards
 * rendered together are one long task on a phone: the page cannot answer a tap until it ends. The first screenful is
 * there in the first paint; the cards below it follow within moments, before anyone scrolls to them. A new list
 * starts over.
 */
export function useProgressiveList<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [progress, setProgress] = useState<{ items: readonly T[]; shown: number }>({ items, shown: first });
  const shown = progress.items === items ? progress.shown : first;
  useEffect(() => {
    if (shown >= items.length) return undefined;
    const timer = window.setTimeout(() => setProgress({ items, shown: shown + step }), 0);
    return () => window.clearTimeout(timer);
  }, [items, shown, step]);
  return shown >= items.length ? items : items.slice(0, shown);
}
