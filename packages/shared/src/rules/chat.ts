import { FREE_CONVERSATION_LIMIT } from '../constants.js';

export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The spec gives no value; 1000 characters is the length a site gets when its setting is missing or nonsense. */
export const DEFAULT_MESSAGE_LENGTH = 1000;
/** A page of history; older pages load on scrolling up. */
export const MESSAGES_PAGE_SIZE = 30;
/** Typing notices are ephemeral; one per conversation per this many milliseconds is enough to show the dots. */
export const TYPING_THROTTLE_MS = 3000;
/** How long the partner's "typing" dots stay without a new notice. */
export const TYPING_VISIBLE_MS = 6000;

export interface MessagePrices { message_credits: number; gift_credits: number; photo_credits: number }

/** What one message of a kind costs on a site: shown on the send button and the pickers, charged by the server. */
export function messageCost(kind: MessageKind, prices: MessagePrices): number {
  if (kind === 'gift') return prices.gift_credits;
  if (kind === 'photo') return prices.photo_credits;
  return prices.message_credits;
}

/** Whether a balance pays for a message; a short balance sends and charges nothing. */
export const canAfford = (balance: number, cost: number) => balance >= cost;

/** The site's message length, or the default when the setting is missing or not a positive number. */
export const messageLengthLimit = (setting: number | null | undefined) =>
  (typeof setting === 'number' && Number.isInteger(setting) && setting > 0 ? setting : DEFAULT_MESSAGE_LENGTH);

export type MessageTextProblem = 'message_empty' | 'message_too_long' | null;

/** Text is stored as typed; only whitespace-only text and text beyond the site's limit (in characters) are refused. */
export function messageTextProblem(text: string, limit: number): MessageTextProblem {
  if (text.trim() === '') return 'message_empty';
  if ([...text].length > messageLengthLimit(limit)) return 'message_too_long';
  return null;
}

/**
 * Spec 1 and 9: a member who never paid may start at most 2 conversations; replying in one someone else started
 * is not starting one, and premium members start as many as they like.
 */
export function mayStartConversation(paidUser: boolean, startedSoFar: number): boolean {
  return paidUser || startedSoFar < FREE_CONVERSATION_LIMIT;
}

/** Spec 3: the browser title prefix and the app badge show unread messages plus new likes. */
export function titlePrefix(unread: number, newLikes: number): string {
  const total = Math.max(unread, 0) + Math.max(newLikes, 0);
  return total > 0 ? `(${total}) ` : '';
}

/** The chats list shows the start of a text; gifts and photos are named by the web app in the member's language. */
export function messagePreview(kind: MessageKind, text: string | null, max = 80): string {
  if (kind !== 'text' || !text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/** Gifts: the catalogue the pickers show; names are translated (web.gifts.<id>), images are /gifts/<id>.svg. */
export const GIFTS = ['rose', 'bouquet', 'heart', 'chocolates', 'champagne', 'teddy', 'ring', 'kiss', 'cocktail', 'cupcake', 'star', 'diamond'] as const;
export type GiftId = (typeof GIFTS)[number];
export const giftImage = (gift: GiftId) => `/gifts/${gift}.svg`;
