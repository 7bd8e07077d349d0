import { escapeHtml, type Locale, type NotificationType } from '@app/shared';
import { translate } from '@app/shared/i18n';
import { THEME_COLOR } from '../sites/site-icon.js';

/**
 * The pages of /api/unsubscribe.php, written on the server: a mail's link must work without the web app, in any
 * browser, and a link scanner's GET must see a question, never an action. No script (the CSP allows none inline).
 */
export type UnsubscribePage =
  | { kind: 'confirm'; type: NotificationType; token: string }
  | { kind: 'done'; type: NotificationType }
  | { kind: 'invalid' };

const STYLE = 'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f4f6;color:#212529;line-height:1.5}'
  + 'main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}.card{background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}'
  + `.site{color:${THEME_COLOR};font-weight:700;font-size:1.1rem;margin:0 0 1rem}h1{font-size:1.35rem;margin:0 0 .75rem}`
  + `button{font:inherit;font-weight:600;color:#fff;background:${THEME_COLOR};border:0;border-radius:.375rem;padding:.75rem 1.25rem;min-height:44px;width:100%;cursor:pointer}`
  + 'button:focus-visible,a:focus-visible{outline:3px solid #0b5ed7;outline-offset:2px}a{color:#0b5ed7}.more{margin:1.25rem 0 0}'
  + '@media (min-width:576px){main{padding-top:4rem}button{width:auto}}';

export function renderUnsubscribePage(locale: Locale, siteName: string, page: UnsubscribePage): string {
  const t = (key: string, params: Record<string, string> = {}) => escapeHtml(translate(locale, `notification_settings.unsubscribe.${key}`, { site: siteName, ...params }));
  const typeLabel = (type: NotificationType) => translate(locale, `notification_settings.types.${type}.label`);
  let title: string;
  let body: string;
  if (page.kind === 'confirm') {
    title = t('confirm_title');
    body = `<p>${t('confirm_text', { type: typeLabel(page.type) })}</p>`
      + `<form method="post" action="/api/unsubscribe.php?token=${escapeHtml(encodeURIComponent(page.token))}">`
      + '<input type="hidden" name="List-Unsubscribe" value="One-Click">'
      + `<button type="submit">${t('button')}</button></form>`;
  } else if (page.kind === 'done') {
    title = t('done_title');
    body = `<p role="status">${t('done_text', { type: typeLabel(page.type) })}</p>`;
  } else {
    title = t('invalid_title');
    body = `<p>${t('invalid_text')}</p>`;
  }
  return `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">'
    + `<title>${title} · ${escapeHtml(siteName)}</title><style>${STYLE}</style></head>`
    + `<body><main><div class="card"><p class="site">${escapeHtml(siteName)}</p><h1>${title}</h1>${body}`
    + `<p class="more"><a href="/notifications">${t('manage_link')}</a></p></div></main></body></html>`;
}
