import { translate, type Params } from '@app/shared/i18n';
import { escapeHtml, type Locale } from '@app/shared';
import { THEME_COLOR } from '../sites/site-icon.js';

export interface MailContent {
  /** Catalogue section under "mail.", e.g. "activation". */
  template: string;
  locale: Locale;
  siteName: string;
  supportEmail: string;
  recipientName: string;
  params?: Params;
  /** The call to action, if the mail has one. */
  link?: string;
  /** Lines under the intro (a digest's new members, a reminder's points), each with an optional link. */
  items?: Array<{ text: string; link?: string }>;
  /** The site's colour for its name and the button; the platform's theme colour unless given. */
  color?: string;
  /** Notification mails: why it came, the way out of its type (footer) and the RFC 8058 List-Unsubscribe headers. */
  unsubscribe?: MailUnsubscribe;
}

export interface MailUnsubscribe {
  reason: string;
  label: string;
  url: string;
  headers: Record<string, string>;
  settings?: { label: string; url: string };
}


/**
 * One layout for every member mail: greeting, intro, optional lines, optional button with its link written out, notes,
 * signature, footer (with an unsubscribe part for notification mails, whose headers come back with the mail).
 */
export function renderMail(c: MailContent): { subject: string; text: string; html: string; headers?: Record<string, string> } {
  const p: Params = { site: c.siteName, name: c.recipientName, support_email: c.supportEmail, ...c.params };
  const t = (key: string) => translate(c.locale, key, p);
  const section = (key: string) => t(`mail.${c.template}.${key}`);
  const has = (key: string) => translate(c.locale, `mail.${c.template}.${key}`) !== `mail.${c.template}.${key}`;

  const subject = section('subject');
  const notes = ['expiry', 'ignore'].filter(has).map(section);
  const color = c.color ?? THEME_COLOR;
  const items = c.items ?? [];
  const off = c.unsubscribe;
  const text = [
    t('mail.greeting'), '', section('intro'), '',
    ...(items.length ? [...items.map((i) => `- ${i.text}${i.link ? `\n  ${i.link}` : ''}`), ''] : []),
    ...(c.link ? [`${section('button')}: ${c.link}`, ''] : []),
    ...notes.flatMap((n) => [n, '']),
    t('mail.signature'), '', '--', t('mail.footer'),
    ...(off ? ['', off.reason, `${off.label}: ${off.url}`, ...(off.settings ? [`${off.settings.label}: ${off.settings.url}`] : [])] : []),
  ].join('\n');

  const paragraph = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const anchor = (href: string, label: string, style = `color:#1b7a8c`) => `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
  const list = items.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li style="margin:0 0 6px">${i.link ? anchor(i.link, i.text) : escapeHtml(i.text)}</li>`).join('')}</ul>`
    : '';
  const button = c.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.link)}" style="background:${escapeHtml(color)};color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(section('button'))}</a></p>`
      + `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t('mail.button_fallback'))}<br><a href="${escapeHtml(c.link)}" style="color:#1b7a8c;word-break:break-all">${escapeHtml(c.link)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(c.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`
    + `<body style="margin:0;background:#f4f4f6;font-family:Arial,Helvetica,sans-serif;color:#222">`
    + `<div style="max-width:560px;margin:0 auto;padding:24px">`
    + `<div style="font-size:22px;font-weight:bold;color:${escapeHtml(color)};margin-bottom:16px">${escapeHtml(c.siteName)}</div>`
    + `<div style="background:#fff;border-radius:8px;padding:24px">`
    + paragraph(t('mail.greeting')) + paragraph(section('intro')) + list + button + notes.map(paragraph).join('') + paragraph(t('mail.signature'))
    + `</div><p style="font-size:12px;color:#777;margin-top:16px">${escapeHtml(t('mail.footer'))}</p>`
    + (off
      ? `<p style="font-size:12px;color:#777;margin-top:8px">${escapeHtml(off.reason)}<br>${anchor(off.url, off.label, 'color:#555')}`
        + `${off.settings ? ` · ${anchor(off.settings.url, off.settings.label, 'color:#555')}` : ''}</p>`
      : '')
    + `</div></body></html>`;
  return off ? { subject, text, html, headers: off.headers } : { subject, text, html };
}
