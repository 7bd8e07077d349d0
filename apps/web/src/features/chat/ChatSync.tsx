import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onPeriodicRefresh, useSession } from '../session';
import { shellKeys, useChatCounts, usePublishChatCounts, type ChatCounts } from '../shell';
import { chatKeys } from './api/keys';
import { useChats } from './api/queries';
import { useRealtime } from './realtime/use-realtime';

/**
 * Mounted once by the root layout while a member is logged in: the realtime socket; the spec's periodic
 * refresh of the chats when the socket is down (the session's timer: 5 s after load, then every 60 s, 300 s with
 * push); and the unread total for the top bar badge, the title prefix and the app badge.
 */
export function ChatSync() {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const connected = useRealtime(isLoggedIn);
  const isConnected = useRef(connected);
  isConnected.current = connected;
  const chats = useChats(isLoggedIn);
  const counts = useChatCounts();
  const publish = usePublishChatCounts();
  const unread = isLoggedIn ? chats.data?.total_unread ?? 0 : 0;

  useEffect(() => onPeriodicRefresh(() => {
    if (!isConnected.current) void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  }), [queryClient]);

  useEffect(() => {
    if (unread !== counts.unread) publish({ ...counts, unread });
  }, [unread, counts, publish]);

  // Logged out (this unmounts): no unread count stays behind in the title, the badge or the top bar.
  useEffect(() => () => {
    const current = queryClient.getQueryData<ChatCounts>(shellKeys.chatCounts());
    if (current?.unread) queryClient.setQueryData<ChatCounts>(shellKeys.chatCounts(), { ...current, unread: 0 });
  }, [queryClient]);
  return null;
}
