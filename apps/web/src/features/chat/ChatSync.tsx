import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession, userRefreshIntervalMs } from '../session';
import { useChatCounts, usePublishChatCounts } from '../shell';
import { chatKeys } from './api/keys';
import { fetchChats } from './api/queries';
import { useRealtime } from './realtime/use-realtime';

/**
 * Mounted once for the whole app: the realtime socket while logged in, the spec's polling of the chats when the
 * socket is down (60 s, 300 s with push), and the unread total for the top bar, the title and the app badge.
 */
export function ChatSync({ pushSubscribed }: { pushSubscribed: boolean }) {
  const { isLoggedIn } = useSession();
  const connected = useRealtime(isLoggedIn);
  const chats = useQuery({
    queryKey: chatKeys.list(), queryFn: fetchChats, enabled: isLoggedIn, staleTime: 30_000,
    refetchInterval: connected ? false : userRefreshIntervalMs(pushSubscribed),
  });
  const counts = useChatCounts();
  const publish = usePublishChatCounts();
  const unread = isLoggedIn ? chats.data?.total_unread ?? 0 : 0;
  useEffect(() => {
    if (unread !== counts.unread) publish({ ...counts, unread });
  }, [unread, counts, publish]);
  return null;
}
