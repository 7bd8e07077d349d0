import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';
import { users } from './accounts.js';

/** A complaint or notice (also Digital Services Act reports), kept for handling by support. */
export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  /** The member who was logged in when filing, if any. */
  userId: integer('user_id').references(() => users.id),
  reference: text('reference').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  category: text('category').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  status: text('status').$type<'received' | 'in_progress' | 'closed'>().notNull().default('received'),
  /** Console handling: who has the case, the decision with its reasons (DSA art. 17), when it was resolved. */
  assigneeStaffId: integer('assignee_staff_id'),
  decision: text('decision'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('complaints_reference_unique').on(t.reference),
  index('complaints_site_status_idx').on(t.siteId, t.status, t.createdAt),
]);
export type ComplaintRow = typeof complaints.$inferSelect;
