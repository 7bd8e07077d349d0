import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { ChatsResponse, MessagesResponse } from '@app/shared/contracts/chat';
import { answers, apiRequest } from '../../../lib/api';
import { chatKeys, type ConversationTarget } from './keys';

export const fetchChats = () => apiRequest<ChatsResponse>('api/chats.php', { schema: answers.chats });

/** The member's conversations; kept fresh by the realtime socket, and polled as the spec says when it is down. */
export function useChats(enabled = true) {
  return useQuery({ queryKey: chatKeys.list(), queryFn: fetchChats, enabled, staleTime: 30_000 });
}

export type MessagePages = InfiniteData<MessagesResponse, number | undefined>;

/** A conversation's history: the newest page first; older pages are fetched with `before` (the oldest id held). */
export function useConversation(target: ConversationTarget) {
  return useInfiniteQuery({
    queryKey: chatKeys.conversation(target),
    queryFn: ({ pageParam }) => apiRequest<MessagesResponse>('api/messages.php', {
      schema: answers.messages,
      query: {
        ...('conversation' in target ? { conversation: String(target.conversation) } : { profile: String(target.profile) }),
        before: pageParam === undefined ? undefined : String(pageParam),
      },
    }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more && last.messages.length ? last.messages[0]!.id : undefined),
    staleTime: 10_000,
    retry: false,
  });
}
