import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { sites } from './sites.js';

/**
 * Page-bounce log (spec 3 and 7: query parameter lb turns it on): one row per page the visitor left or hid, with the
 * time since the page loaded. Anonymous visitors have no user; the visitor id is a random id kept in the browser.
 */
export const pageHiddenEvents = pgTable('page_hidden_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  path: text('path').notNull(),
  msSinceLoad: integer('ms_since_load').notNull(),
  network: text('network'),
  ref: text('ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('page_hidden_events_site_created_idx').on(t.siteId, t.createdAt)]);
