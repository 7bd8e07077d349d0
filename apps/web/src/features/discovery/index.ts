/** The discovery feature's public API (its pages are loaded by the router, not through here). */
export { discoveryKeys } from './api/keys';
