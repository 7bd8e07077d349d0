/**
 * Spec 4: "a newly pushed message reloads chats and likes". The chats reload themselves; other features (likes, when
 * it exists) register here. A module of its own, so that the index can offer it without loading the realtime code.
 */
const listeners = new Set<() => void>();

export function onPushedMessage(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** A message from a partner arrived over the socket. */
export function notifyPushedMessage() {
  for (const listener of listeners) listener();
}
