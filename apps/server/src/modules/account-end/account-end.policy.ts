import { eq } from 'drizzle-orm';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared';
import { users } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';
import { verifyPassword } from '../../platform/passwords.js';

/** Deleted before this moment: past reactivation and due for erasure (the SQL form of the shared isDueForErasure). */
export const erasureCutoff = (now: Date) => new Date(now.getTime() - ACCOUNT_REACTIVATION_DAYS * 86_400_000);

/**
 * Leaving and downloading everything are confirmed with the password, checked against the stored hash (not the
 * cached session's copy, which may predate a password change on another device).
 */
export async function confirmPassword(db: DbOrTx, userId: number, password: string): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw new DomainError('password_wrong', {}, { field: 'password' });
}

/**
 * What erasure does with rows that point at the erased user or profile (found by foreign key, so a table added later
 * is erased too unless it is named here):
 * - `keep`: stays, pointing at the tombstone, which holds no personal data;
 * - `detach`: the reference is set to null;
 * - `handled`: erase-account.ts treats these rows itself (scrubs or deletes what it may);
 * everything else is deleted.
 */
export const ERASURE_RULES: Record<string, 'keep' | 'detach' | 'handled'> = {
  // The tombstones themselves.
  'profiles.user_id': 'handled',
  // Payment records are kept as the law requires (bookkeeping), detached from the person: the user row is empty.
  'payments.user_id': 'keep',
  'discount_redemptions.user_id': 'keep',
  'payment_mandates.user_id': 'handled',
  'ledger_accounts.user_id': 'keep',
  'credit_ledger.user_id': 'keep',
  'discount_codes.user_id': 'handled',
  // The partner's side of a conversation is theirs; the erased member's messages lose their content.
  'conversations.profile_low': 'keep',
  'conversations.profile_high': 'keep',
  'conversations.started_by': 'keep',
  'conversation_members.partner_profile_id': 'keep',
  'messages.sender_profile_id': 'handled',
  'messages.recipient_profile_id': 'keep',
  // A report is about someone else: it stays for moderation, its reporter now anonymous.
  'reports.reporter_profile_id': 'keep',
  // Complaints are kept for their handling (a legal duty) without the link to the account.
  'complaints.user_id': 'detach',
  // This module's own records: that (and why, as a code) an account was deleted and erased.
  'account_deletions.user_id': 'handled',
  'account_erasures.user_id': 'keep',
};
