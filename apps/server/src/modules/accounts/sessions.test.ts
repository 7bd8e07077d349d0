import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, createDeps } from '../../app.js';
import { loadConfig } from '../../config.js';
import { withTx } from '../../kernel/tx.js';
import { createLocalBus } from '../../platform/bus.js';
import { eq } from 'drizzle-orm';
import { AUTH_COOKIE_NAME } from '@app/shared';
import { users } from '../../db/schema/index.js';
import { activeMember, Client, createSite, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { createSessionStore } from './sessions.js';
import { transferCredits } from '../credits/ledger.js';

const ctx = useTestApp();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => { for (const c of cleanups.reverse()) await c(); });

/** A second browser with the same session cookie. */
function sameSession(client: Client, app = client.app) {
  const copy = new Client(app, client.host, client.ip);
  for (const [k, v] of client.jar) copy.jar.set(k, v);
  return copy;
}

describe('cached sessions', () => {
  it('forgets a session at once when it is logged out', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    const other = sameSession(client);
    expect((await other.get('/api/user.php')).status).toBe(200);
    await client.get('/api/logout.php');
    const after = await other.get('/api/user.php');
    expect(after.status).toBe(403);
    expect(after.body.authentication_required).toBe(true);
  });

  it('logs out other devices at once when the password changes', async () => {
    const { domain } = await createSite(ctx);
    const member = await activeMember(ctx, domain);
    const phone = new Client(ctx.app, domain);
    await phone.post('/api/user.php', { email: member.email, password: member.password });
    expect((await phone.get('/api/user.php')).status).toBe(200);
    expect((await member.client.post('/api/password.php', { old_password: member.password, password: 'een-nieuw-wachtwoord' })).status).toBe(200);
    expect((await phone.get('/api/user.php')).status).toBe(403);
    expect((await member.client.get('/api/user.php')).status).toBe(200);
  });

  it('shows a new balance, profile and main photo at once, not after the cache expires', async () => {
    const site = await createSite(ctx, { signupCredits: 5 });
    const { client, user } = await activeMember(ctx, site.domain);
    expect((await client.get('/api/user.php')).body.user.credits).toBe(5);
    await withTx(ctx.deps, (tx, events) => transferCredits({ tx, events }, { id: `message:cache-${user.id}`, siteId: site.id, userId: user.id, kind: 'message', amount: 2 }));
    expect((await client.get('/api/user.php')).body.user.credits).toBe(3);
    await client.put('/api/profile.php', { name: 'Nieuwenaam' });
    expect((await client.get('/api/user.php')).body.user.profile.name).toBe('Nieuwenaam');
  });

  it('drops a logged-out session on every other instance through the bus', async () => {
    // Two instances on one database; with REDIS_URL they talk over Redis, otherwise over a bus they share.
    const bus = process.env.REDIS_URL ? undefined : createLocalBus();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL });
    const first = await createDeps(config, { pglite: ctx.pglite, bus, clock: ctx.clock });
    const second = await createDeps(config, { pglite: ctx.pglite, bus, clock: ctx.clock });
    cleanups.push(() => first.close(), () => second.close());
    const [appA, appB] = [await buildApp(first), await buildApp(second)];
    cleanups.push(() => appA.close(), () => appB.close());

    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    const onA = sameSession(client, appA);
    const onB = sameSession(client, appB);
    expect((await onB.get('/api/user.php')).status).toBe(200); // now cached on B
    expect((await onA.get('/api/logout.php')).status).toBe(200);
    await expect.poll(async () => (await onB.get('/api/user.php')).status, { timeout: 2000, interval: 20 }).toBe(403);
  });
});

describe('session cache under load', () => {
  it('keeps caching one member while other members are invalidated (every message sent invalidates its sender)', async () => {
    const site = await createSite(ctx);
    const anna = await loggedInMember(ctx, site);
    const bas = await loggedInMember(ctx, site);
    const store = createSessionStore(ctx.deps.db, ctx.clock, createLocalBus());
    const token = anna.client.jar.get(AUTH_COOKIE_NAME)!;
    // Anna's lookup is under way while Bas's cached session is dropped (he sent a message).
    const lookup = store.authenticate(token, site.id);
    await store.invalidate({ userId: bas.userId });
    expect((await lookup)?.user.id).toBe(anna.userId);
    // Anna's row changes behind the cache's back: a cached session still shows the old row, proving it was kept.
    await ctx.deps.db.update(users).set({ language: 'de' }).where(eq(users.id, anna.userId));
    expect((await store.authenticate(token, site.id))?.user.language).toBe('nl');
    // Her own invalidation still drops it at once.
    await store.invalidate({ userId: anna.userId });
    expect((await store.authenticate(token, site.id))?.user.language).toBe('de');
  });

  it('does not cache a lookup that raced with an invalidation of that very member', async () => {
    const site = await createSite(ctx);
    const anna = await loggedInMember(ctx, site);
    const store = createSessionStore(ctx.deps.db, ctx.clock, createLocalBus());
    const token = anna.client.jar.get(AUTH_COOKIE_NAME)!;
    const lookup = store.authenticate(token, site.id);
    await store.invalidate({ userId: anna.userId });
    await lookup;
    await ctx.deps.db.update(users).set({ language: 'de' }).where(eq(users.id, anna.userId));
    expect((await store.authenticate(token, site.id))?.user.language).toBe('de');
  });
});
