/**
 * How far each partner has read, as the realtime `read` events said. Read is monotonic: a message answer or event
 * that arrives after the `read` event (the sender's own POST answer can be slower than the partner's reading) must not
 * take the ticks back.
 */
const partnerReadUpTo = new Map<number, number>();

export function noteReadUpTo(conversation: number, upTo: number) {
  partnerReadUpTo.set(conversation, Math.max(upTo, partnerReadUpTo.get(conversation) ?? 0));
}

export const isReadByPartner = (message: { conversation: number; id: number; from_me: boolean; read: boolean }) =>
  message.read || (message.from_me && message.id <= (partnerReadUpTo.get(message.conversation) ?? 0));
