import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isRealtimeConnected, onLikesSignal, onPushedMessage } from '../chat';
import { membersKeys } from '../members';
import { onPeriodicRefresh } from '../session';
import { shellKeys, usePublishChatCounts, type ChatCounts } from '../shell';
import { likesKeys } from './api/keys';
import { useLikes } from './api/queries';
import { MatchOverlay } from './components/MatchOverlay';
import { markLikeSeen, setMatchOnProfile } from './api/like-caches';
import { hideMatchOverlay, showMatchOverlay } from './hooks/match-overlay-store';

/** The profile a member page shows (/members/{id}, /likes/m/{id}), or null on other pages. */
export function viewedProfileId(pathname: string): number | null {
  const match = /^\/(?:members|likes\/m)\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * Mounted once by the root layout while a member is logged in, beside ChatSync: the new-likes count for the top bar
 * badge, the title prefix and the app badge (the first received page carries it for all likes); reloads on the
 * socket's like events and on pushed messages (spec 4), on the session's timer while the socket is down (spec 7);
 * the "new" mark of a liker whose profile is opened; and the match overlay.
 */
export function LikesSync() {
  const queryClient = useQueryClient();
  const received = useLikes('received', 1);
  const publish = usePublishChatCounts();
  const newLikes = received.data?.new_likes;
  const viewed = viewedProfileId(useLocation().pathname);

  useEffect(() => {
    if (newLikes === undefined) return;
    // The chats publish their count into the same record: read it now, not from this render, to keep theirs.
    const current = queryClient.getQueryData<ChatCounts>(shellKeys.chatCounts()) ?? { unread: 0, newLikes: 0 };
    if (current.newLikes !== newLikes) publish({ ...current, newLikes });
  }, [newLikes, publish, queryClient]);

  useEffect(() => {
    const reload = () => { void queryClient.invalidateQueries({ queryKey: likesKeys.all }); };
    const offTimer = onPeriodicRefresh(() => { if (!isRealtimeConnected()) reload(); });
    const offMessages = onPushedMessage(reload);
    const offSignals = onLikesSignal((signal) => {
      reload();
      if (signal.kind === 'liked' && signal.match) {
        // The liker's page, if it is open or cached, now shows the match.
        setMatchOnProfile(queryClient, signal.profile);
        showMatchOverlay(signal.profile);
      }
      // A like taken back may end a match: pages shown again ask the server (an open one at once).
      if (signal.kind === 'changed') void queryClient.invalidateQueries({ queryKey: membersKeys.details() });
    });
    return () => { offTimer(); offMessages(); offSignals(); };
  }, [queryClient]);

  // Spec 4: the server clears a like's "new" mark when the liker's profile is opened; the badge follows at once.
  useEffect(() => { if (viewed !== null) markLikeSeen(queryClient, viewed); }, [viewed, queryClient]);

  // Logged out (this unmounts): no new-likes count stays behind in the title, the badge or the top bar, and no
  // overlay waits for the next login.
  useEffect(() => () => {
    hideMatchOverlay();
    const current = queryClient.getQueryData<ChatCounts>(shellKeys.chatCounts());
    if (current?.newLikes) queryClient.setQueryData<ChatCounts>(shellKeys.chatCounts(), { ...current, newLikes: 0 });
  }, [queryClient]);

  return <MatchOverlay />;
}
