import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@app/shared';
import { translate } from '@app/shared/i18n';
import type { AppDeps } from '../../../kernel/deps.js';
import { totpCode, totpStep } from '../../../platform/totp.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../seed/demo-staff.js';

const STEP_SECONDS = 30;

/**
 * /dev/totp: the demo staff's current authenticator codes, so the console can be tried without an app. Like
 * /dev/mail it exists outside production only (the route is not even registered there); the secrets are the
 * README's, not a real account's.
 */
export async function devTotpRoutes(app: FastifyInstance, deps: AppDeps) {
  if (deps.config.isProduction) return;
  app.get('/dev/totp', async (request, reply) => {
    const t = (key: string, params?: Record<string, string | number>) => escapeHtml(translate(request.locale, `dev_totp.${key}`, params));
    const now = deps.clock.now();
    const step = totpStep(now);
    const secondsLeft = STEP_SECONDS - (Math.floor(now.getTime() / 1000) % STEP_SECONDS);
    const rows = DEMO_STAFF.map((s) => `<tr><td>${escapeHtml(s.email)}</td><td>${escapeHtml(s.role)}</td><td class="code">${totpCode(s.totpSecret, step)}</td><td class="code next">${totpCode(s.totpSecret, step + 1)}</td></tr>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(
      `<!doctype html><html lang="${request.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
      + `<meta http-equiv="refresh" content="${secondsLeft}"><title>${t('title')}</title>`
      + '<style>body{font-family:sans-serif;margin:1rem}h1{font-size:1.4rem}table{border-collapse:collapse;display:block;overflow-x:auto}td,th{padding:.3rem .8rem;text-align:left;border-bottom:1px solid #ddd;white-space:nowrap}.code{font:1.3rem monospace;letter-spacing:.1em}.next{color:#777}</style></head>'
      + `<body><h1>${t('title')}</h1><p>${t('intro', { password: DEMO_STAFF_PASSWORD })}</p><p>${t('valid', { seconds: secondsLeft })}</p>`
      + `<table><thead><tr><th>${t('email')}</th><th>${t('role')}</th><th>${t('code')}</th><th>${t('next')}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      + `<p><a href="/console">/console</a></p></body></html>`,
    );
  });
}
