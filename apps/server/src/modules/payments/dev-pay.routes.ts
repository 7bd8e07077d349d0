import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@app/shared';
import { translate } from '@app/shared/i18n';
import type { AppDeps } from '../../kernel/deps.js';
import { readSmsOutbox } from '../../platform/sms.js';
import { TEST_OUTCOMES, type TestOutcome } from '../../platform/payments/test-provider.js';
import { parseForms } from './payments.routes.js';

const page = (locale: string, title: string, body: string) =>
  `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>`
  + '<style>body{font-family:sans-serif;margin:0;background:#f4f4f6;color:#222}main{max-width:480px;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}'
  + 'h1{font-size:1.3rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#666}form{display:inline}'
  + 'button{font-size:1rem;margin:.3rem .3rem .3rem 0;padding:.6rem 1rem;border-radius:6px;border:1px solid #999;background:#fff;cursor:pointer}'
  + 'button.paid{background:#1a7f37;color:#fff;border-color:#1a7f37}.note{color:#666;font-size:.9rem}</style></head>'
  + `<body><main>${body}</main></body></html>`;

/**
 * The built-in test provider's checkout (never in production): one button per outcome a bank can give, and later
 * a refund or chargeback. The button changes the payment at the "provider" and has it call our webhook with the id
 * only, so the production path (webhook -> job -> fetch -> guarded transition -> ledger) runs.
 */
export async function devPayRoutes(app: FastifyInstance, deps: AppDeps) {
  const test = deps.payments.test;
  if (!test) return;
  // The provider calls our webhook through the app itself: the full HTTP path, without needing a public address.
  test.setNotifier(async (webhookUrl, id) => {
    const url = new URL(webhookUrl);
    await app.inject({ method: 'POST', url: url.pathname + url.search, headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${encodeURIComponent(id)}` });
  });

  await app.register(async (scope) => {
    parseForms(scope);
    scope.get<{ Params: { id: string } }>('/dev/pay/:id', async (request, reply) => {
      const t = (key: string, p = {}) => escapeHtml(translate(request.locale, `dev_pay.${key}`, p));
      const row = await test.find(request.params.id);
      if (!row) return reply.status(404).type('text/plain').send(translate(request.locale, 'errors.not_found'));
      const amount = new Intl.NumberFormat(request.locale, { style: 'currency', currency: row.currency }).format(row.amountCents / 100);
      const buttons = (row.status === 'paid' ? ['refund', 'chargeback'] : ['open', 'pending'].includes(row.status) ? TEST_OUTCOMES.filter((o) => !['refund', 'chargeback'].includes(o)) : [])
        .map((o) => `<form method="post" action="/dev/pay/${escapeHtml(row.id)}"><input type="hidden" name="status" value="${o}"><button class="${o}" name="go" value="${o}">${t(`outcome_${o}`)}</button></form>`).join('');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(request.locale, t('title'),
        `<h1>${t('title')}</h1><p class="note">${t('note')}</p><dl><dt>${t('amount')}</dt><dd data-testid="amount">${escapeHtml(amount)}</dd>`
        + `<dt>${t('method')}</dt><dd>${escapeHtml(row.method)}</dd><dt>${t('description')}</dt><dd>${escapeHtml(row.description)}</dd>`
        + `<dt>${t('status')}</dt><dd data-testid="status">${escapeHtml(row.status)}</dd></dl>${buttons}`
        + `<p><a href="${escapeHtml(row.redirectUrl)}">${t('back')}</a></p>`));
    });
    scope.post<{ Params: { id: string }; Body: { status?: string } }>('/dev/pay/:id', async (request, reply) => {
      const outcome = request.body?.status as TestOutcome;
      if (!TEST_OUTCOMES.includes(outcome)) return reply.status(400).type('text/plain').send(translate(request.locale, 'errors.validation'));
      const row = await test.settle(request.params.id, outcome);
      if (!row) return reply.status(404).type('text/plain').send(translate(request.locale, 'errors.not_found'));
      return reply.redirect(outcome === 'refund' || outcome === 'chargeback' ? `/dev/pay/${row.id}` : row.redirectUrl, 303);
    });
  });

  /** The SMS outbox (the direct-debit codes) for development. */
  app.get('/dev/sms', async (request, reply) => {
    const items = await readSmsOutbox(deps.config.dataDir);
    const t = (key: string) => escapeHtml(translate(request.locale, `dev_pay.${key}`));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(request.locale, t('sms_title'),
      `<h1>${t('sms_title')}</h1>${items.map((m) => `<p><b>${escapeHtml(m.to)}</b><br>${escapeHtml(m.text)}</p>`).join('') || `<p>${t('sms_empty')}</p>`}`));
  });
}
