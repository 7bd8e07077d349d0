/**
 * Spec 3's push state: one per page, kept by the push feature (which also subscribes on /notifications), so the
 * opt-in banner disappears and the refresh slows to 300 s as soon as this browser is subscribed.
 */
export { usePushState } from '../../push';
