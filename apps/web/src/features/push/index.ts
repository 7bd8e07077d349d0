/** The push feature's public API: the page's push state and switching push on or off for this device. */
export { usePushState } from './hooks/use-push-state';
export { isSubscribedState, type PushState } from './push-state';
export { useDisablePush, useEnablePush, type EnableResult } from './api/mutations';
export { pushControlView, type PushControlView } from './push-control-view';
