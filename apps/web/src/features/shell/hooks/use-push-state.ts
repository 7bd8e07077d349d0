import { useEffect, useState } from 'react';
import type { PushState } from '../rules';

/** Spec 3's push state as far as the browser tells it; the subscription itself is made on the notifications page. */
export function usePushState(): PushState {
  const [state, setState] = useState<PushState>({ isCapable: false, isSubscribed: null });
  useEffect(() => {
    const isCapable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
    if (!isCapable) return;
    if (Notification.permission === 'denied') { setState({ isCapable, isSubscribed: 'denied' }); return; }
    void navigator.serviceWorker.getRegistration('/sw-push.js?v=2')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setState({ isCapable, isSubscribed: subscription ? JSON.stringify(subscription) : false }))
      .catch(() => setState({ isCapable, isSubscribed: false }));
  }, []);
  return state;
}
