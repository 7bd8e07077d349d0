import { escapeHtml } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { translate } from '@app/shared/i18n';
import type { AppDeps } from '../../kernel/deps.js';
import { parseEml } from '../../platform/eml.js';


/** /dev/mail: the dev outbox, so a developer without SMTP can open an activation link. Never in production. */
export async function devMailRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/dev/mail', async (request, reply) => {
    const t = (key: string) => escapeHtml(translate(request.locale, `dev_mail.${key}`));
    const rows = deps.mailer.listOutbox().map((m) =>
      `<tr><td><a href="/dev/mail/${escapeHtml(m.file)}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.date.toISOString().replace('T', ' ').slice(0, 19))}</td></tr>`);
    const body = rows.length
      ? `<table><thead><tr><th>${t('subject')}</th><th>${t('to')}</th><th>${t('date')}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : `<p>${t('empty')}</p>`;
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="${request.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title')}</title>`
      + `<style>body{font-family:sans-serif;margin:1rem}h1{font-size:1.4rem}table{border-collapse:collapse;display:block;overflow-x:auto}td,th{padding:.3rem .8rem;text-align:left;border-bottom:1px solid #ddd;white-space:nowrap}</style></head>`
      + `<body><h1>${t('title')}</h1>${body}</body></html>`,
    );
  });

  app.get<{ Params: { file: string } }>('/dev/mail/:file', async (request, reply) => {
    const raw = deps.mailer.readOutbox(request.params.file);
    if (raw === null) return reply.status(404).type('text/plain').send(translate(request.locale, 'errors.not_found'));
    // The mail's own HTML, shown as the recipient would see it; scripts are off by CSP.
    return reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:").send(parseEml(raw).html);
  });
}
