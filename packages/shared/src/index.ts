export * from './constants.js';
export * from './rules/age.js';
export * from './rules/email.js';
export * from './rules/phone.js';
export * from './rules/profile-name.js';
export * from './contracts/errors.js';
export * from './contracts/accounts.js';
export * from './contracts/sites.js';
