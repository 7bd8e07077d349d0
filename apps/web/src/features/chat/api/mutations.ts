import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatsResponse, Message, MessagePhoto, SendMessageBody, SendMessageResponse } from '@app/shared/contracts/chat';
import type { User } from '@app/shared';
import { answers, ApiError, apiRequest } from '../../../lib/api';
import { sessionKeys } from '../../session';
import { chatKeys } from './keys';
import { isReadByPartner } from './read-state';
import type { MessagePages } from './queries';

/** The member's balance after a send or a realtime `credits` event: the top bar and the composer show it at once. */
export function setCredits(queryClient: QueryClient, credits: number) {
  queryClient.setQueryData<User | null>(sessionKeys.user(), (user) => (user ? { ...user, credits } : user));
}

/** Puts a message into every cached page set of its conversation (by id or by partner), replacing a pending one. */
export function upsertMessage(queryClient: QueryClient, message: Message, partnerProfileId: number) {
  for (const [key, data] of queryClient.getQueriesData<MessagePages>({ queryKey: chatKeys.conversations() })) {
    const target = key[2] as { conversation?: number; profile?: number } | undefined;
    const first = data?.pages[0];
    if (!data || !first) continue;
    const matches = target?.conversation === message.conversation || target?.profile === partnerProfileId || first.conversation === message.conversation;
    if (!matches) continue;
    const pages = data.pages.map((page, index) => {
      const others = page.messages.filter((m) => m.id !== message.id && !(message.client_id && m.client_id === message.client_id));
      const merged = { ...message, read: isReadByPartner(message) || page.messages.some((m) => m.id === message.id && m.read) };
      return index === 0 ? { ...page, conversation: message.conversation, messages: [...others, merged].sort((a, b) => a.id - b.id) } : { ...page, messages: others };
    });
    queryClient.setQueryData<MessagePages>(key, { ...data, pages });
  }
}

export type SendInput = Omit<SendMessageBody, 'profile'>;

export function useSendMessage(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => apiRequest<SendMessageResponse>('api/message.php', {
      method: 'POST', body: { ...input, profile: profileId }, schema: answers.sendMessage,
    }),
    onSuccess: ({ message, credits }) => {
      setCredits(queryClient, credits);
      upsertMessage(queryClient, message, profileId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
    // The balance changed elsewhere (another tab): show the real one.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'insufficient_credits') void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
    },
  });
}

export function useUploadMessagePhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return apiRequest<{ photo: MessagePhoto }>('api/message-photo.php', { method: 'POST', body: form, schema: answers.messagePhoto });
    },
  });
}

/** Spec 4: the chat disappears at once; if the server refuses, the member is told why and the list reloads. */
export function useDeleteChat(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) => apiRequest('api/chat.php', { method: 'DELETE', body: { conversation }, schema: answers.ok }),
    onMutate: async (conversation) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.list() });
      queryClient.setQueryData<ChatsResponse>(chatKeys.list(), (data) => data && removeChat(data, conversation));
    },
    onError: (error) => {
      onError(error);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

export function removeChat(data: ChatsResponse, conversation: number): ChatsResponse {
  const chats = data.chats.filter((c) => c.conversation !== conversation);
  return { chats, total_unread: chats.reduce((sum, c) => sum + c.num_unread_messages, 0) };
}

/** Spec 4: opening a conversation sets its unread count to 0 (at once here, then on the server). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const setUnread = (update: (data: ChatsResponse) => ChatsResponse) =>
    queryClient.setQueryData<ChatsResponse>(chatKeys.list(), (data) => data && update(data));
  return useMutation({
    mutationFn: (conversation: number) => apiRequest<{ ok: true; total_unread: number }>('api/read.php', { method: 'POST', body: { conversation }, schema: answers.read }),
    onMutate: (conversation) => setUnread((data) => {
      const chats = data.chats.map((c) => (c.conversation === conversation ? { ...c, num_unread_messages: 0 } : c));
      return { chats, total_unread: chats.reduce((sum, c) => sum + c.num_unread_messages, 0) };
    }),
    // The server's total is the truth; a list fetched while this was on its way may still count the messages as new.
    onSuccess: ({ total_unread }) => {
      setUnread((data) => ({ ...data, total_unread }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** "I am typing": fire and forget, throttled by the caller. */
export const sendTyping = (conversation: number) =>
  apiRequest('api/typing.php', { method: 'POST', body: { conversation } }).catch(() => undefined);
