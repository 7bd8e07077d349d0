import { useEffect } from 'react';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { shellKeys } from '../api/keys';

export interface ChatCounts { unread: number; newLikes: number }
const EMPTY: ChatCounts = { unread: 0, newLikes: 0 };

/**
 * Unread messages and new likes for the top bar badges and the title prefix. The chats and likes features
 * publish their totals under shellKeys.chatCounts(); until a member has any, both are 0.
 */
export function useChatCounts(): ChatCounts {
  const { data } = useQuery({ queryKey: shellKeys.chatCounts(), queryFn: () => EMPTY, staleTime: Infinity, initialData: EMPTY });
  return data;
}

export function usePublishChatCounts() {
  const queryClient = useQueryClient();
  return (counts: ChatCounts) => queryClient.setQueryData(shellKeys.chatCounts(), counts);
}

/** Spec 3: the installed app's badge shows the same sum as the title prefix. */
export function useAppBadge(total: number) {
  useEffect(() => {
    const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (total > 0) void nav.setAppBadge?.(total).catch(() => {});
    else void nav.clearAppBadge?.().catch(() => {});
  }, [total]);
}
