import type { PushPayload } from '@app/shared/contracts/push';
import { isPushCapable } from './browser-push';

/**
 * Spec 3's push state, one per page: every component that reads it (the opt-in banner, the refresh timer, the switch
 * on /notifications) sees the same value, so subscribing on one place hides the banner and slows the refresh at once.
 * isSubscribed: null while unknown, false, the subscription as a JSON string, or "denied" (the browser blocks us).
 */
export interface PushState {
  isCapable: boolean;
  isSubscribed: null | false | string | 'denied';
  /** The last push received while a page of the site was open (sent on by the service worker). */
  lastMessage: PushPayload | null;
}

// Capability is known at once (no flash of "unsupported"); the subscription only once the browser answers.
let state: PushState = { isCapable: isPushCapable(), isSubscribed: null, lastMessage: null };
const listeners = new Set<() => void>();

export const getPushState = (): PushState => state;

export function setPushState(patch: Partial<PushState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function onPushStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The subscription state is true only for a real subscription (not unknown, off or denied). */
export const isSubscribedState = (value: PushState['isSubscribed']): value is string => typeof value === 'string' && value !== 'denied';
