import { asc, eq, or, sql } from 'drizzle-orm';
import { creditTransfers, directDebitAccounts, ledgerAccounts, paymentMandates, payments, type UserRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import type { ExportPart } from './export-parts.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const amount = (cents: number) => cents / 100;

/**
 * Rows of another module's table that may not exist in this release (notification settings and push devices are
 * built alongside): read by name, so the export neither breaks nor waits for them.
 */
async function rowsIfTable(db: DbOrTx, table: string, userId: number): Promise<Array<Record<string, unknown>>> {
  const exists = await db.execute(sql`select to_regclass(${`public.${table}`}) is not null as present`);
  if (!(exists as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present) return [];
  const result = await db.execute(sql`select row_to_json(t) as row from ${sql.identifier(table)} t where t.user_id = ${userId}`);
  return (result as unknown as { rows: Array<{ row: Record<string, unknown> }> }).rows.map((r) => r.row);
}

/** payments.json, credits.json, notifications.json and consents.json. */
export async function paymentsPart(db: DbOrTx, user: UserRow): Promise<ExportPart> {
  const [orders, [debit], mandates, [account]] = await Promise.all([
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.createdAt)),
    db.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, user.id)),
    db.select().from(paymentMandates).where(eq(paymentMandates.userId, user.id)).orderBy(asc(paymentMandates.createdAt)),
    db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, user.id)),
  ]);
  const transfers = account
    ? await db.select().from(creditTransfers).where(or(eq(creditTransfers.debitAccountId, account.id), eq(creditTransfers.creditAccountId, account.id))).orderBy(asc(creditTransfers.createdAt))
    : [];
  const settings = (await rowsIfTable(db, 'notification_settings', user.id)).map(({ user_id: _userId, ...rest }) => rest);
  const pushDevices = (await rowsIfTable(db, 'push_subscriptions', user.id)).length;
  return {
    files: {
      'payments.json': {
        payments: orders.map((p) => ({
          id: p.id, created_at: iso(p.createdAt), status: p.status, bundle: p.tier, credits: p.credits, currency: p.currency,
          list_price: amount(p.listPriceCents), amount: amount(p.amountCents), discount_code: p.discountCode, discount_percentage: p.discountPercentage,
          method: p.method, completed_at: iso(p.completedAt), reversal: p.reversal, reversed_at: iso(p.reversedAt),
          reversed_amount: p.reversal ? amount(p.reversedCents) : null, credits_owed: p.creditsOwed,
        })),
        direct_debit: debit ? {
          holder: debit.holder, iban: debit.iban, street: debit.street, house_number: debit.houseNumber, zip: debit.zip, city: debit.city,
          mobile: debit.mobile, consent_at: iso(debit.consentAt), verified_at: iso(debit.verifiedAt),
        } : null,
        mandates: mandates.map((m) => ({ method: m.method, label: m.label, status: m.status, created_at: iso(m.createdAt) })),
      },
      'credits.json': {
        balance: user.credits,
        transfers: transfers.map((t) => ({
          id: t.id, kind: t.kind, amount: t.creditAccountId === account?.id ? t.amount : -t.amount, reference: t.reference, at: iso(t.createdAt),
        })),
      },
      'notifications.json': { settings, email_disabled_reasons: user.notificationsDisabled, push_devices: pushDevices },
      'consents.json': {
        payment_withdrawal: orders.map((p) => ({ payment_id: p.id, text: p.withdrawalConsentText, consented_at: iso(p.withdrawalConsentAt) })),
        direct_debit_mandate: debit ? { consented_at: iso(debit.consentAt) } : null,
        marketing: settings.filter((s) => s.consent_at).map((s) => ({ type: s.type, consented_at: s.consent_at })),
      },
    },
    media: [],
  };
}
