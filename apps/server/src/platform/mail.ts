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

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The dev outbox (no SMTP_URL): mails written as .eml files, newest first. Empty with SMTP. */
  listOutbox(): OutboxEntry[];
  readOutbox(file: string): string | null;
  close(): void;
}

/** SMTP when a URL is given; otherwise .eml files in `${dataDir}/mail` for a developer to open. */
export function createMailer(opts: { smtpUrl?: string; dataDir: string }): Mailer {
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
      async send(mail) { await transport.sendMail(mail); },
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


