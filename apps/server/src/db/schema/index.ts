export * from './sites.js';
export * from './accounts.js';
export * from './complaints.js';
export * from './photos.js';
export * from './credits.js';
export * from './chat.js';
export * from './payments.js';
export * from './likes.js';
