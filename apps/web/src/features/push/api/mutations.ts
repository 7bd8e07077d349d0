import { useMutation } from '@tanstack/react-query';
import { currentSubscription, isPermissionDenied, subscribeBrowser } from '../browser-push';
import { setPushState } from '../push-state';
import { markSynced } from '../push-sync';
import { postPushSubscription, subscriptionJson } from './push-subscription';

/** What switching push on ended in: on, or the browser's answer to the permission question. */
export type EnableResult = 'subscribed' | 'denied' | 'dismissed';

/**
 * Switches push on for this device. The permission is asked here only, so only after a click; once the browser
 * answered "block" it is never asked again (the switch explains how to allow it instead).
 */
export function useEnablePush(publicKey: string | null, userId: number | undefined) {
  return useMutation({
    mutationFn: async (): Promise<EnableResult> => {
      if (!publicKey || userId === undefined) throw new Error('push unavailable');
      if (isPermissionDenied()) { setPushState({ isSubscribed: 'denied' }); return 'denied'; }
      const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      if (permission === 'denied') { setPushState({ isSubscribed: 'denied' }); return 'denied'; }
      if (permission !== 'granted') return 'dismissed';
      const subscription = await subscribeBrowser(publicKey);
      try {
        await postPushSubscription({ subscription: subscriptionJson(subscription) });
      } catch (error) {
        // The server did not take it: no subscription the site cannot use stays behind in the browser.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      const json = JSON.stringify(subscription);
      markSynced(userId, json);
      setPushState({ isSubscribed: json });
      return 'subscribed';
    },
  });
}

/** Switches push off for this device: the site forgets it, then the browser drops the subscription. */
export function useDisablePush() {
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      // Even if the site cannot be told now, the dropped subscription is answered "gone" and forgotten at the next push.
      await postPushSubscription({ subscription: null, ...(subscription ? { endpoint: subscription.endpoint } : {}) }).catch(() => undefined);
      await subscription?.unsubscribe();
      setPushState({ isSubscribed: false });
    },
  });
}
