import { useEffect, useSyncExternalStore } from 'react';
import { useSession, useSiteSettings } from '../../session';
import { getPushState, isSubscribedState, onPushStateChange, type PushState } from '../push-state';
import { loadPushState, syncPushSubscription } from '../push-sync';

/**
 * Spec 3's push state for this page, shared by every caller. For a logged-in member whose browser is subscribed,
 * the subscription is saved again once per page (see syncPushSubscription).
 */
export function usePushState(): PushState {
  const state = useSyncExternalStore(onPushStateChange, getPushState, getPushState);
  const { user } = useSession();
  const publicKey = useSiteSettings().push_public_key;
  const userId = user?.id;
  useEffect(() => { void loadPushState(); }, []);
  useEffect(() => {
    if (userId !== undefined && publicKey && isSubscribedState(state.isSubscribed)) void syncPushSubscription(userId, publicKey);
  }, [userId, publicKey, state.isSubscribed]);
  return state;
}
