/** The notifications feature's public API (its page is loaded by the router, not through here). */
export { notificationsKeys } from './api/keys';
