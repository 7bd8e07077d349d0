import type { PushState } from './push-state';

/**
 * What the switch on /notifications shows. hidden: the site sends no push (no public key) or nobody is logged in;
 * unsupported: this browser cannot receive push (an iPhone only once the site is on the home screen);
 * checking: the browser has not answered yet; denied: the member blocked the site's notifications in the browser.
 */
export type PushControlView = 'hidden' | 'unsupported' | 'checking' | 'denied' | 'off' | 'on';

export function pushControlView(state: Pick<PushState, 'isCapable' | 'isSubscribed'>, publicKey: string | null, isLoggedIn: boolean): PushControlView {
  if (!publicKey || !isLoggedIn) return 'hidden';
  if (!state.isCapable) return 'unsupported';
  if (state.isSubscribed === null) return 'checking';
  if (state.isSubscribed === 'denied') return 'denied';
  return state.isSubscribed ? 'on' : 'off';
}
