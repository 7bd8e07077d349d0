export * from './sites.js';
export * from './accounts.js';
