import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { translate } from '@app/shared/i18n';
import { maskIban, normaliseIban } from '@app/shared/rules/iban';
import { centsToAmount, cleanPhone, currencyOf, type DirectDebitState, type Locale } from '@app/shared';
import { directDebitAccounts, paymentMandates, payments } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import type { DbOrTx } from '../../platform/db.js';
import { buyerCountry } from './packages.js';
import { customerOf } from './provider-customers.js';

const CODE_VALID_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_SMS_PER_DAY = 5;

const hashCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');
const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** After a chargeback the member may not pay by direct debit again ("account blocked"). */
async function blocked(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.userId, userId), eq(payments.reversal, 'charged_back'))).limit(1);
  return Boolean(row);
}

async function usedThisMonth(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db.select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` }).from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.method, 'directdebit'), inArray(payments.status, ['pending', 'completed']), gte(payments.createdAt, startOfMonth(now))));
  return row?.cents ?? 0;
}

/**
 * For an order by direct debit (inside createPayment's transaction, under the member's row lock, so two orders
 * cannot both slip under the limit): the member's confirmed mandate, unless blocked or over the monthly limit.
 */
export async function directDebitMandate(tx: DbOrTx, userId: number, _currency: string, priceCents: number, now: Date, site: SiteWithCompany): Promise<number> {
  if (await blocked(tx, userId)) throw new DomainError('direct_debit_blocked');
  const [account] = await tx.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, userId));
  if (!account?.verifiedAt || !account.mandateId) throw new DomainError('direct_debit_not_verified', {}, { link: '/directdebit' });
  if (await usedThisMonth(tx, userId, now) + priceCents > site.directDebitMonthlyLimitCents) throw new DomainError('direct_debit_limit');
  return account.mandateId;
}

export async function directDebitState(deps: Pick<AppDeps, 'db' | 'clock'>, site: SiteWithCompany, auth: AuthenticatedSession, geoCountry: string | null): Promise<DirectDebitState> {
  const [account] = await deps.db.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, auth.user.id));
  return {
    account: account ? { holder: account.holder, iban: maskIban(account.iban), mobile: maskPhone(account.mobile), verified: Boolean(account.verifiedAt && account.mandateId) } : null,
    blocked: await blocked(deps.db, auth.user.id),
    monthly_limit: centsToAmount(site.directDebitMonthlyLimitCents),
    used_this_month: centsToAmount(await usedThisMonth(deps.db, auth.user.id, deps.clock.now())),
    currency: currencyOf(buyerCountry(site, auth.profile.country, geoCountry)),
  };
}

const maskPhone = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

export interface DirectDebitForm { holder: string; iban: string; street: string; house_number: string; zip: string; city: string; mobile: string; consent: true }

/** POST /api/directdebit.php: stores the form and texts a six-digit code to the mobile number. */
export async function submitDirectDebit(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'sms'>, ctx: { site: SiteWithCompany; auth: AuthenticatedSession; locale: Locale }, form: DirectDebitForm) {
  const iban = normaliseIban(form.iban);
  if (!iban) throw new DomainError('iban_invalid', {}, { field: 'iban' });
  const mobile = cleanPhone(form.mobile);
  if (!/^\+?\d{8,15}$/.test(mobile)) throw new DomainError('phone_invalid', {}, { field: 'mobile' });
  const userId = ctx.auth.user.id;
  const now = deps.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withTx(deps, async (tx) => {
    if (await blocked(tx, userId)) throw new DomainError('direct_debit_blocked');
    const [existing] = await tx.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, userId)).for('update');
    const sentToday = existing?.smsSentAt && sameUtcDay(existing.smsSentAt, now) ? existing.smsSentToday : 0;
    if (sentToday >= MAX_SMS_PER_DAY) throw new DomainError('sms_limit');
    const values = {
      holder: form.holder, iban, street: form.street, houseNumber: form.house_number, zip: form.zip, city: form.city, mobile,
      smsCodeHash: hashCode(userId, code), smsSentAt: now, smsAttempts: 0, smsSentToday: sentToday + 1, consentAt: now,
      // New details need a new confirmation and a new mandate.
      verifiedAt: null, mandateId: null, updatedAt: now,
    };
    await tx.insert(directDebitAccounts).values({ userId, ...values }).onConflictDoUpdate({ target: directDebitAccounts.userId, set: values });
  });
  await deps.sms.send(mobile, translate(ctx.locale, 'payments.sms_code', { code, site: ctx.site.name }));
  return { sms_sent_to: maskPhone(mobile) };
}

/**
 * POST /api/directdebit.php?verify=1: the code from the SMS ("Code ongeldig" when wrong, expired or tried five times;
 * a wrong try is counted even though the call fails). Then the provider's SEPA mandate is created and stored.
 */
export async function verifyDirectDebit(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'payments'>, ctx: { site: SiteWithCompany; auth: AuthenticatedSession }, code: string) {
  const userId = ctx.auth.user.id;
  const now = deps.clock.now();
  const verified = await withTx(deps, async (tx) => {
    const [a] = await tx.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, userId)).for('update');
    if (!a?.smsCodeHash || !a.smsSentAt || now.getTime() - a.smsSentAt.getTime() > CODE_VALID_MS || a.smsAttempts >= MAX_ATTEMPTS) return null;
    const ok = timingSafeEqual(Buffer.from(a.smsCodeHash, 'hex'), Buffer.from(hashCode(userId, code), 'hex'));
    if (!ok) {
      await tx.update(directDebitAccounts).set({ smsAttempts: a.smsAttempts + 1 }).where(eq(directDebitAccounts.userId, userId));
      return null;
    }
    const [done] = await tx.update(directDebitAccounts).set({ verifiedAt: now, smsCodeHash: null, updatedAt: now }).where(eq(directDebitAccounts.userId, userId)).returning();
    return done!;
  });
  if (!verified) throw new DomainError('sms_code_invalid', {}, { field: 'code' });

  const provider = deps.payments.current;
  try {
    const customerId = await customerOf(deps, provider, ctx.auth);
    const mandate = await provider.createMandate({ customerId, method: 'directdebit', holder: verified.holder, iban: verified.iban, signatureDate: now.toISOString().slice(0, 10), reference: `DD-${userId}-${now.getTime()}` });
    await withTx(deps, async (tx) => {
      await tx.insert(paymentMandates).values({ userId, provider: provider.name, providerMandateId: mandate.id, method: 'directdebit', label: maskIban(verified.iban), status: mandate.status === 'invalid' ? 'invalid' : 'valid' }).onConflictDoNothing();
      const [m] = await tx.select({ id: paymentMandates.id }).from(paymentMandates).where(and(eq(paymentMandates.provider, provider.name), eq(paymentMandates.providerMandateId, mandate.id)));
      await tx.update(directDebitAccounts).set({ mandateId: m!.id }).where(eq(directDebitAccounts.userId, userId));
    });
  } catch (err) {
    console.error('[payments] mandate creation failed', (err as Error).message);
    throw new DomainError('provider_unavailable');
  }
  return { ok: true as const };
}
