import { useSyncExternalStore } from 'react';
import { TYPING_VISIBLE_MS } from '@app/shared/rules/chat';

/** Which conversations have a partner typing right now (ephemeral: a few seconds after the last notice). */
const typingUntil = new Map<number, number>();
const listeners = new Set<() => void>();
const notify = () => { for (const listener of listeners) listener(); };

export function markTyping(conversation: number, now = Date.now()) {
  typingUntil.set(conversation, now + TYPING_VISIBLE_MS);
  notify();
  setTimeout(notify, TYPING_VISIBLE_MS + 50);
}

/** A message from the partner ends their typing at once. */
export function clearTyping(conversation: number) {
  if (typingUntil.delete(conversation)) notify();
}

export function useIsTyping(conversation: number | null): boolean {
  return useSyncExternalStore(
    (listener) => { listeners.add(listener); return () => listeners.delete(listener); },
    () => conversation !== null && (typingUntil.get(conversation) ?? 0) > Date.now(),
  );
}
