import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatsResponse, RealtimeEvent } from '@app/shared/contracts/chat';
import { sessionKeys } from '../../session';
import { chatKeys } from '../api/keys';
import { noteReadUpTo } from '../api/read-state';
import { removeChat, setCredits, upsertMessage } from '../api/mutations';
import type { MessagePages } from '../api/queries';
import { RealtimeClient, type SocketLike } from './realtime-client';
import { notifyPushedMessage } from './pushed-messages';
import { noteRealtimeConnected, notifyLikesSignal } from './likes-bridge';
import { clearTyping, markTyping } from './typing-store';


function markReadUpTo(queryClient: QueryClient, conversation: number, upTo: number) {
  noteReadUpTo(conversation, upTo);
  for (const [key, data] of queryClient.getQueriesData<MessagePages>({ queryKey: chatKeys.conversations() })) {
    if (!data || data.pages[0]?.conversation !== conversation) continue;
    queryClient.setQueryData<MessagePages>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, messages: page.messages.map((m) => (m.from_me && m.id <= upTo ? { ...m, read: true } : m)) })),
    });
  }
}

/** What each event changes in the caches; the screens follow the caches. */
export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'message':
      upsertMessage(queryClient, event.message, event.profile);
      if (!event.message.from_me) {
        clearTyping(event.message.conversation);
        notifyPushedMessage();
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      break;
    case 'read':
      markReadUpTo(queryClient, event.conversation, event.up_to);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      break;
    case 'conversation_removed':
      queryClient.setQueryData<ChatsResponse>(chatKeys.list(), (data) => data && removeChat(data, event.conversation));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      break;
    case 'credits':
      setCredits(queryClient, event.credits);
      break;
    case 'typing':
      markTyping(event.conversation);
      break;
    // The likes feature keeps its own caches (and the match overlay); it hears of likes through the bridge.
    case 'like':
      notifyLikesSignal({ kind: 'liked', profile: event.profile, match: event.match });
      break;
    case 'likes_changed':
      notifyLikesSignal({ kind: 'changed' });
      break;
    // Staff banned the member (their sessions are already gone): every open tab goes to the ban page.
    case 'banned':
      window.location.assign('/pages/ban');
      break;
    case 'message_held':
    case 'chats_changed':
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
      break;
    default:
      break;
  }
}

const socketUrl = (since: number | undefined) => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/realtime${since === undefined ? '' : `?since=${since}`}`;
};

/** The member's realtime socket while logged in; answers whether it is connected (else the caller polls). */
export function useRealtime(isLoggedIn: boolean): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!isLoggedIn || typeof WebSocket === 'undefined') return;
    const client = new RealtimeClient((since) => new WebSocket(socketUrl(since)) as unknown as SocketLike, {
      onEvent: (event) => applyRealtimeEvent(queryClient, event),
      onReconnect: () => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        notifyLikesSignal({ kind: 'changed' });
      },
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
        notifyLikesSignal({ kind: 'changed' });
      },
      onStatus: (isConnected) => { noteRealtimeConnected(isConnected); setConnected(isConnected); },
    });
    client.start();
    const online = () => client.retryNow();
    window.addEventListener('online', online);
    return () => { window.removeEventListener('online', online); client.stop(); noteRealtimeConnected(false); setConnected(false); };
  }, [isLoggedIn, queryClient]);
  return connected;
}
