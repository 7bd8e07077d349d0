import type { Locale, PushPayload } from '@app/shared';
import { translate } from '@app/shared/i18n';

/** What happened, as the push job knows it. */
export type PushEvent =
  | { kind: 'message'; conversationId: number; newConversation: boolean }
  | { kind: 'like'; likerProfileId: number; match: boolean };

/**
 * The message a device receives: a short localised title, a body that says nothing (it shows on a locked screen, and
 * this is an adult site: no names, no message text), the page to open and the tag that makes one conversation one
 * notification. Message previews are not offered: a member who wants to read opens the chat.
 */
export function pushPayloadFor(event: PushEvent, locale: Locale, badge: number): PushPayload {
  const body = translate(locale, 'push.body');
  if (event.kind === 'message') {
    const kind = event.newConversation ? 'new_conversation' : 'message';
    return { v: 1, kind, title: translate(locale, `push.title.${kind}`), body, url: `/chats/${event.conversationId}`, tag: `chat-${event.conversationId}`, badge };
  }
  if (event.match) {
    return { v: 1, kind: 'match', title: translate(locale, 'push.title.match'), body, url: `/members/${event.likerProfileId}`, tag: `match-${event.likerProfileId}`, badge };
  }
  return { v: 1, kind: 'like', title: translate(locale, 'push.title.like'), body, url: '/likes', tag: 'likes', badge };
}
