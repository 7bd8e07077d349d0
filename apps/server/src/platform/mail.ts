import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseEml } from './eml.js';

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface OutboxEntry { file: string; to: string; subject: string; date: Date }

/** The receiving server refused the address for good (SMTP 5xx to RCPT TO): the mailbox does not exist. */
export interface PermanentRecipientFailure { to: string; responseCode: number }
export type PermanentFailureListener = (failure: PermanentRecipientFailure) => Promise<void>;

export interface Mailer {
  /** Sends; an address refused for good is told to the listeners and the mail dropped (retrying only hurts our reputation). */
  send(mail: OutgoingMail): Promise<void>;
  /** The notifications module listens, to stop mailing such an address (reason `bounce`). */
  onPermanentFailure(listener: PermanentFailureListener): void;
  /** The dev outbox (no SMTP_URL): mails written as .eml files, newest first. Empty with SMTP. */
  listOutbox(): OutboxEntry[];
  readOutbox(file: string): string | null;
  close(): void;
}

/** SMTP when a URL is given; otherwise .eml files in `${dataDir}/mail` for a developer to open. */
export function createMailer(opts: { smtpUrl?: string; dataDir: string }): Mailer {
  const failureListeners: PermanentFailureListener[] = [];
  const onPermanentFailure = (listener: PermanentFailureListener) => { failureListeners.push(listener); };
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    // Local relays and test servers often offer no TLS; `?ignoreTLS=true` on the URL allows that.
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        try {
          await transport.sendMail(mail);
        } catch (err) {
          const failure = permanentRecipientFailure(err, mail.to);
          if (!failure) throw err;
          await Promise.allSettled(failureListeners.map((listener) => listener(failure)));
        }
      },
      onPermanentFailure,
      listOutbox: () => [],
      readOutbox: () => null,
      close: () => transport.close(),
    };
  }

  const dir = path.join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const safeName = /^[\w.-]+\.eml$/;
  return {
    async send(mail) {
      fs.mkdirSync(dir, { recursive: true });
      const info = await transport.sendMail(mail);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`;
      fs.writeFileSync(path.join(dir, file), info.message as Buffer);
    },
    onPermanentFailure,
    listOutbox() {
      if (!fs.existsSync(dir)) return [];
      return fs.readdirSync(dir).filter((f) => safeName.test(f)).sort().reverse().map((file) => {
        const { headers } = parseEml(fs.readFileSync(path.join(dir, file), 'utf8'));
        return { file, to: headers.to ?? '', subject: headers.subject ?? '', date: new Date(headers.date ?? 0) };
      });
    },
    readOutbox(file) {
      if (!safeName.test(file)) return null;
      const full = path.join(dir, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
    },
    close() {},
  };
}

/**
 * Only a refusal of the recipient itself counts (5xx to RCPT TO, never 503 "bad sequence"): a 5xx to AUTH or DATA is
 * our relay's or our content's problem, not a dead address. Each mail has one recipient.
 */
function permanentRecipientFailure(err: unknown, to: string): PermanentRecipientFailure | null {
  const e = err as { code?: string; command?: string; permanent?: boolean; responseCode?: number };
  if (e?.code !== 'EENVELOPE' || e.command !== 'RCPT TO' || e.permanent !== true || !e.responseCode) return null;
  return { to, responseCode: e.responseCode };
}
