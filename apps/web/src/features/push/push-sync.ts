import type { PushPayload } from '@app/shared/contracts/push';
import { currentSubscription, isPermissionDenied, isPushCapable, subscribeBrowser } from './browser-push';
import { getPushState, isSubscribedState, setPushState } from './push-state';
import { postPushSubscription, subscriptionJson } from './api/push-subscription';

/** The worker's messages are listened to once per page (the container is the page's). */
let listeningOn: ServiceWorkerContainer | null = null;

/** A push the worker passed on to the page (sw-push.js), recorded as the state's lastMessage. */
function onWorkerMessage(event: MessageEvent) {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'push') return;
  const payload = (data as { payload?: Partial<PushPayload> }).payload;
  if (payload?.v === 1 && typeof payload.title === 'string' && typeof payload.url === 'string') setPushState({ lastMessage: payload as PushPayload });
}

/** Reads what the browser knows (capable, blocked, subscribed); no worker is registered for it. */
export async function loadPushState(): Promise<void> {
  if (!isPushCapable()) { setPushState({ isCapable: false, isSubscribed: null }); return; }
  if (listeningOn !== navigator.serviceWorker) {
    listeningOn = navigator.serviceWorker;
    listeningOn.addEventListener('message', onWorkerMessage);
  }
  if (isPermissionDenied()) { setPushState({ isCapable: true, isSubscribed: 'denied' }); return; }
  const subscription = await currentSubscription().catch(() => null);
  setPushState({ isCapable: true, isSubscribed: subscription ? JSON.stringify(subscription) : false });
}

let syncedFor: string | null = null;
/** This member's subscription is known to the site as it is now. */
export const markSynced = (userId: number, subscription: string) => { syncedFor = `${userId}:${subscription}`; };

/**
 * A subscribed browser tells the site again once per page and member. The site keeps a device per login (a logout
 * ends its pushes), so after the next login it is saved again; on the way the worker is updated, and a subscription
 * made with a replaced site key is renewed (the permission is already granted: nothing is asked).
 */
export async function syncPushSubscription(userId: number, publicKey: string) {
  const current = getPushState().isSubscribed;
  if (!isSubscribedState(current) || syncedFor === `${userId}:${current}`) return;
  markSynced(userId, current);
  try {
    const subscription = await subscribeBrowser(publicKey);
    await postPushSubscription({ subscription: subscriptionJson(subscription) });
    const json = JSON.stringify(subscription);
    markSynced(userId, json);
    if (json !== current) setPushState({ isSubscribed: json });
  } catch {
    // Tried once for this page; the next visit tries again. The member can still switch push off and on.
  }
}
