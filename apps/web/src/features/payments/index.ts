/** The payments feature's public API (its pages are loaded by the router, not through here). */
export { paymentKeys } from './api/keys';
export { PricingTable } from './components/PricingTable';
