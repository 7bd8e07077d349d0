import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUSH_DEVICES_MAX, PUSH_ENDPOINT_MAX } from '@app/shared';
import { pushSubscriptions } from '../../db/schema/index.js';
import { Client, createSite, loggedInMember, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

/** A subscription as Chrome's toJSON() gives it: an FCM endpoint, a 65-byte P-256 point and 16 auth bytes. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`) {
  const point = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
  return { endpoint, expirationTime: null, keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const save = (client: Client, subscription: unknown) => client.post('/api/user.php?push=1', { subscription });
const devicesOf = (userId: number) => ctx.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('POST /api/user.php?push=1: saving push subscriptions', () => {
  it('refuses a visitor with the logout signal', async () => {
    const site = await createSite(ctx);
    const res = await save(new Client(ctx.app, site.domain), browserSubscription());
    expect(res.status).toBe(403);
    expect(res.body.authentication_required).toBe(true);
  });

  it('keeps one row per device, several per member, and updates a device that posts again', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const phone = browserSubscription();
    const laptop = browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/gAAAAABabc');
    expect((await save(member.client, phone)).body).toEqual({ ok: true });
    expect((await save(member.client, laptop)).status).toBe(200);
    // The same phone with renewed keys: still one row, with the new keys.
    const renewed = { ...browserSubscription(phone.endpoint) };
    expect((await save(member.client, renewed)).status).toBe(200);
    const devices = await devicesOf(member.userId);
    expect(devices).toHaveLength(2);
    expect(devices.find((d) => d.endpoint === phone.endpoint)).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('gives a browser to the member who posts it last (two members, one shared phone)', async () => {
    const site = await createSite(ctx);
    const first = await loggedInMember(ctx, site);
    const second = await loggedInMember(ctx, site);
    const phone = browserSubscription();
    await save(first.client, phone);
    await save(second.client, phone);
    expect(await devicesOf(first.userId)).toHaveLength(0);
    expect(await devicesOf(second.userId)).toHaveLength(1);
  });

  it('refuses what is not a push subscription of a known push service, with a localised text', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const valid = browserSubscription();
    const cases = [
      { ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
      // Our server would post to it: an address inside the network must never pass.
      { ...valid, endpoint: 'https://169.254.169.254/latest/meta-data' },
      { ...valid, endpoint: 'https://fcm.googleapis.com.evil.example/send/abc' },
      { ...valid, endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(PUSH_ENDPOINT_MAX)}` },
      { ...valid, keys: { p256dh: valid.keys.p256dh.slice(1), auth: valid.keys.auth } },
      { ...valid, keys: { p256dh: valid.keys.p256dh, auth: '' } },
      { endpoint: valid.endpoint },
      'not an object',
    ];
    for (const subscription of cases) {
      const res = await save(member.client, subscription);
      expect(res.status, JSON.stringify(subscription).slice(0, 80)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'push_subscription_invalid', message: expect.stringContaining('pushabonnement') });
    }
    expect(await devicesOf(member.userId)).toHaveLength(0);
  });

  it('keeps the newest devices only', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const oldest = browserSubscription();
    await save(member.client, oldest);
    for (let i = 0; i < PUSH_DEVICES_MAX; i++) {
      ctx.clock.advanceMinutes(1);
      await save(member.client, browserSubscription());
    }
    const devices = await devicesOf(member.userId);
    expect(devices).toHaveLength(PUSH_DEVICES_MAX);
    expect(devices.map((d) => d.endpoint)).not.toContain(oldest.endpoint);
  });

  it('removes this device with {subscription: null}, and the logout of a device ends its pushes', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const neighbour = await loggedInMember(ctx, site);
    const phone = browserSubscription();
    await save(member.client, phone);
    const tablet = browserSubscription();
    await save(member.client, tablet);
    const laptop = browserSubscription();
    await save(neighbour.client, laptop);

    expect((await member.client.post('/api/user.php?push=1', { subscription: null })).body).toEqual({ ok: true });
    expect(await devicesOf(member.userId)).toHaveLength(0);
    expect(await devicesOf(neighbour.userId)).toHaveLength(1);

    // Another member cannot remove it by naming its endpoint.
    await member.client.post('/api/user.php?push=1', { subscription: null, endpoint: laptop.endpoint });
    expect(await devicesOf(neighbour.userId)).toHaveLength(1);

    await neighbour.client.get('/api/logout.php');
    expect(await devicesOf(neighbour.userId)).toHaveLength(0);
  });

  it('still logs in on the same address without ?push', async () => {
    const site = await createSite(ctx);
    const res = await new Client(ctx.app, site.domain).post('/api/user.php', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('login_failed');
  });
});
