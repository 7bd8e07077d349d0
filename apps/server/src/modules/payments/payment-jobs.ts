import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pickLocale } from '@app/shared/i18n';
import { vatIncluded } from '@app/shared';
import { payments, profiles, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { siteBaseUrl } from '../mail/account-mail.job.js';
import { renderMail } from '../mail/render-mail.js';
import { reconcilePayments, syncByProviderId } from './sync-payment.js';

/** Queued by the webhook in the same transaction that records the call: fetch the payment and apply it. */
export const paymentSyncJob = jobType({
  name: 'payments.sync',
  schema: z.object({ v: z.literal(1), provider: z.string(), providerPaymentId: z.string() }),
  retryLimit: 10,
  retryDelaySeconds: 15,
});

/** Every minute (and once at start): pending payments are asked about again until they are final. */
export const paymentReconcileJob = jobType({
  name: 'payments.reconcile',
  schema: z.object({ all: z.boolean().optional() }),
  retryLimit: 0,
  retryDelaySeconds: 60,
  cron: '* * * * *',
});

export const receiptMailJob = jobType({
  name: 'mail.receipt',
  schema: z.object({ v: z.literal(1), paymentId: z.number().int().positive() }),
  retryLimit: 12,
  retryDelaySeconds: 30,
});

export function paymentJobHandlers(deps: AppDeps) {
  return [
    handleJob(paymentSyncJob, async (job) => {
      const synced = await syncByProviderId(deps, job.provider, job.providerPaymentId);
      // The webhook can be faster than our storing of the provider's id (a charge on a mandate): try again later.
      if (!synced) throw new Error(`payments.sync: no payment ${job.provider}/${job.providerPaymentId} yet`);
    }),
    handleJob(paymentReconcileJob, async (job) => { await reconcilePayments(deps, { all: job.all }); }),
    receiptMailHandler(deps),
  ];
}

const money = (cents: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** The receipt: the company's name, address, KvK and VAT number, the bundle, the price and the VAT in it. */
function receiptMailHandler(deps: Pick<AppDeps, 'db' | 'mailer' | 'sites' | 'config'>) {
  return handleJob(receiptMailJob, async (job) => {
    const [row] = await deps.db.select({ p: payments, email: users.email, language: users.language, name: profiles.name }).from(payments)
      .innerJoin(users, eq(users.id, payments.userId)).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(payments.id, job.paymentId));
    if (!row || row.p.status !== 'completed') return;
    const site = await deps.sites.byId(row.p.siteId);
    if (!site) return;
    const locale = pickLocale(row.language, site.domainLanguage);
    const vat = vatIncluded(row.p.amountCents, row.p.country);
    const c = site.company;
    const content = renderMail({
      template: 'receipt', locale, siteName: site.name, supportEmail: site.supportEmail, recipientName: row.name,
      params: {
        order: row.p.id, date: (row.p.completedAt ?? row.p.createdAt).toISOString().slice(0, 10), bundle: row.p.tier.toUpperCase(),
        credits: row.p.credits, amount: money(row.p.amountCents, row.p.currency, locale), vat: money(vat.vatCents, row.p.currency, locale),
        vat_rate: vat.rate, method: row.p.method, company: c.name, address: `${c.address}, ${c.city}, ${c.country}`, kvk: c.kvk,
        vat_number: c.vatNumbers.join(', ') || '-',
      },
      link: `${siteBaseUrl(site, deps.config.publicUrl)}/transactions/${row.p.id}`,
    });
    await deps.mailer.send({ from: { name: site.mailName, address: deps.config.mailFrom ?? `no-reply@${site.domain}` }, replyTo: site.supportEmail, to: row.email, ...content });
  });
}
