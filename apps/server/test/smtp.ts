import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { parseEml, type ParsedMail } from '../src/platform/eml.js';
import { createTestApp, type TestContext } from './helpers.js';

export interface AppWithSmtp {
  /** The app, sending through the test's SMTP server (set once the file's beforeAll ran). */
  ctx: TestContext;
  /** Every mail the server accepted, parsed. */
  received: ParsedMail[];
  /** Every RCPT TO address, accepted or refused. */
  recipientsTried: string[];
}

/**
 * A real SMTP server (plain, no authentication) for one test file and an app that sends through it. `refuse` names the
 * addresses the server answers 550 to at RCPT TO, as a receiving server does for an unknown mailbox.
 */
export function useAppWithSmtp(opts: { refuse?: (address: string) => boolean } = {}): AppWithSmtp {
  const state: AppWithSmtp = { ctx: undefined as unknown as TestContext, received: [], recipientsTried: [] };
  let smtp: SMTPServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(address, _session, done) {
        state.recipientsTried.push(address.address);
        done(opts.refuse?.(address.address) ? Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }) : undefined);
      },
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => { state.received.push(parseEml(Buffer.concat(chunks).toString('utf8'))); done(); });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    state.ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'noreply@vonkje.example' });
  });
  afterAll(async () => {
    await state.ctx?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  return state;
}
