import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp, createDeps } from '../app.js';
import { loadConfig } from '../config.js';
import { ACCOUNT_MAIL_QUEUE } from '../modules/mail/account-mail.job.js';
import { Client, createSite, createTestApp, validSignup, type TestContext } from '../../test/helpers.js';

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => { for (const c of cleanups.reverse()) await c(); });

describe('mail job durability', () => {
  it('a mail that cannot be sent is retried with back-off and delivered after a restart', async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    const ctx: TestContext = await createTestApp({ SMTP_URL: smtpUrl });
    cleanups.push(() => ctx.close());
    const site = await createSite(ctx);
    const body = validSignup();
    expect((await new Client(ctx.app, site.domain).post('/api/signup.php', body)).status).toBe(201);

    // No SMTP server yet: the attempt fails and the job waits for its retry.
    await ctx.deps.jobs.drain(ACCOUNT_MAIL_QUEUE);
    const state = async () => (await ctx.deps.db.execute(sql`select state, retry_count, start_after > now() as later from pgboss.job where name = ${ACCOUNT_MAIL_QUEUE} and data->>'tokenId' in (select id::text from account_tokens where user_id in (select id from users where email_normalized = ${body.email}))`) as unknown as { rows: Array<{ state: string; retry_count: number; later: boolean }> }).rows[0];
    expect(await state()).toMatchObject({ state: 'retry', later: true });

    // "Restart": the first process is gone; a new one on the same database, now with a mail server.
    await ctx.app.close();
    await ctx.deps.jobs.stop();
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(address, _s, done) { received.push(address.address); done(); },
      onData(stream, _s, done) { stream.resume(); stream.on('end', () => done()); },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve())));

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, SMTP_URL: smtpUrl, DATABASE_URL: process.env.DATABASE_URL });
    const restarted = await createDeps(config, { pglite: ctx.pglite });
    cleanups.push(() => restarted.close());
    await buildApp(restarted);
    // Let the back-off delay pass instead of waiting for it.
    await restarted.db.execute(sql`update pgboss.job set start_after = now() where name = ${ACCOUNT_MAIL_QUEUE} and state = 'retry'`);
    await restarted.jobs.drain(ACCOUNT_MAIL_QUEUE);
    expect(received).toContain(body.email);
  });
});
