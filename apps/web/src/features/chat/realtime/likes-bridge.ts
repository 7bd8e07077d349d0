/**
 * What the likes feature learns from the member's socket, without loading the realtime code (the chat index offers
 * this module; the likes feature imports nothing else of the chat). The socket is the chat's; likes only listen.
 */
export type LikesSignal =
  /** Someone liked the member; `match`: the member had liked them already. */
  | { kind: 'liked'; profile: number; match: boolean }
  /** A like was taken back or removed, or events may have been missed (reconnect, resync): reload. */
  | { kind: 'changed' };

const listeners = new Set<(signal: LikesSignal) => void>();
let connected = false;

export function onLikesSignal(listener: (signal: LikesSignal) => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export function notifyLikesSignal(signal: LikesSignal) {
  for (const listener of listeners) listener(signal);
}

/** Whether the socket is up: while it is down, the likes are polled on the session's timer (spec 7). */
export const isRealtimeConnected = () => connected;

export function noteRealtimeConnected(isConnected: boolean) {
  connected = isConnected;
}
