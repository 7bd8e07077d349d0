import { eq, sql } from 'drizzle-orm';
import { creditTransfers, type CreditTransferRow, type TransferKind } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { TxScope } from '../../kernel/tx.js';
import { TRANSFER_RULES } from './ledger-rules.js';

export interface MemberTransfer {
  /** The idempotency key: the same id twice moves credits once and returns the first transfer. */
  id: string;
  siteId: number;
  userId: number;
  kind: TransferKind;
  amount: number;
  /** Only for corrections, which may run either way. */
  toMember?: boolean;
  /** What caused it ('payment:12', 'message:345'). */
  reference?: string | null;
}

export interface TransferResult { transfer: CreditTransferRow; created: boolean; balance: number }

/**
 * Moves credits between a member and one of the site's system accounts, inside the caller's transaction.
 *
 * The member's row is locked first, so transfers of one member run one after another: the balance check, the insert
 * and the balance update cannot interleave, and a repeated id (a retried job, a double click, 20 parallel requests)
 * finds the first transfer and changes nothing, without an error that would abort the caller's transaction.
 * Spending more than the balance throws `insufficient_credits` (the caller's transaction then rolls back whole).
 */
export async function transferCredits(scope: TxScope, t: MemberTransfer): Promise<TransferResult> {
  const { tx } = scope;
  const rule = TRANSFER_RULES[t.kind];
  const toMember = rule.toMember === 'either' ? t.toMember : rule.toMember;
  if (toMember === undefined) throw new Error(`ledger: a ${t.kind} needs a direction`);
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new Error(`ledger: amount must be a positive integer, got ${t.amount}`);

  const locked = await tx.execute(sql`
    select u.credits, u.site_id, a.id as account_id, s.id as system_id
    from users u
    join ledger_accounts a on a.user_id = u.id
    join ledger_accounts s on s.site_id = u.site_id and s.user_id is null and s.code = ${rule.system}
    where u.id = ${t.userId} for update of u`);
  const member = (locked as unknown as { rows: Array<{ credits: number; site_id: number; account_id: number; system_id: number }> }).rows[0];
  if (!member || member.site_id !== t.siteId) throw new Error(`ledger: member ${t.userId} is not on site ${t.siteId}`);

  const earlier = async () => (await tx.select().from(creditTransfers).where(eq(creditTransfers.id, t.id)))[0];
  if (!toMember && member.credits < t.amount) {
    // Not enough now; but a repeat of a transfer that already happened is still its answer, not an error.
    const existing = await earlier();
    if (existing) return { transfer: existing, created: false, balance: member.credits };
    throw new DomainError('insufficient_credits', { balance: member.credits, needed: t.amount });
  }
  const systemId = member.system_id;
  const [inserted] = await tx.insert(creditTransfers).values({
    id: t.id,
    siteId: t.siteId,
    debitAccountId: toMember ? systemId : member.account_id,
    creditAccountId: toMember ? member.account_id : systemId,
    amount: t.amount,
    kind: t.kind,
    reference: t.reference ?? null,
  }).onConflictDoNothing({ target: creditTransfers.id }).returning();
  if (!inserted) {
    // A repeated id (a retried job, a double click; or the same id used for another member): the first transfer stands.
    return { transfer: (await earlier())!, created: false, balance: member.credits };
  }
  const delta = toMember ? t.amount : -t.amount;
  const updated = await tx.execute(sql`update users set credits = credits + ${delta} where id = ${t.userId} returning credits`);
  const balance = (updated as unknown as { rows: Array<{ credits: number }> }).rows[0]!.credits;
  await scope.events.record('credits.transferred', { transferId: t.id, siteId: t.siteId, kind: t.kind, amount: t.amount, userId: t.userId, balance });
  return { transfer: inserted, created: true, balance };
}
