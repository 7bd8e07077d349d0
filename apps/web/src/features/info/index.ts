/** The info feature's public API (its pages are loaded by the router, not through here). */
export { useLegalText, type LegalPage } from './use-legal-text';
