import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationsResponseSchema } from '@app/shared';
import { mailEvents, notificationSettings, users } from '../../db/schema/index.js';
import { Client, createSite, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { notificationAllowed } from './notification-settings.js';

const ctx = useTestApp();
const setDisabled = (userId: number, reasons: string[]) => ctx.deps.db.update(users).set({ notificationsDisabled: reasons }).where(eq(users.id, userId));

describe('notification settings', () => {
  it('starts with everything on except the marketing types, which wait for an opt-in', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site);
    const res = await client.get('/api/notifications.php');
    expect(res.status).toBe(200);
    expect(notificationsResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      settings: {
        new_conversations: { email: true, push: true },
        new_messages: { email: true, push: true },
        like: { email: true, push: true },
        unread_message_reminders: { email: true, push: true },
        promotions: { email: false, push: false },
        weekly_updates: { email: true, push: false },
        news: { email: false, push: false },
        reminders: { email: true, push: false },
      },
      disabled: [],
      unsubscribed: [],
    });
  });

  it('changes only the types and channels it is given', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site);
    const first = await client.put('/api/notifications.php', { settings: { new_messages: { push: false } } });
    expect(first.status).toBe(200);
    expect(first.body.settings.new_messages).toEqual({ email: true, push: false });
    const second = await client.put('/api/notifications.php', { settings: { like: { email: false }, weekly_updates: { email: false } } });
    expect(second.body.settings).toMatchObject({
      new_messages: { email: true, push: false }, like: { email: false, push: true }, weekly_updates: { email: false, push: false },
      new_conversations: { email: true, push: true },
    });
    expect((await client.get('/api/notifications.php')).body.settings).toEqual(second.body.settings);
  });

  it('records when the member opted in to a marketing type, and forgets it when they opt out', async () => {
    const site = await createSite(ctx);
    const { client, userId } = await loggedInMember(ctx, site);
    const consentOf = async () => (await ctx.deps.db.select().from(notificationSettings)
      .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.type, 'promotions'))))[0]?.consentAt;
    const before = ctx.clock.now().getTime();
    await client.put('/api/notifications.php', { settings: { promotions: { email: true } } });
    const consent = await consentOf();
    expect(consent!.getTime()).toBeGreaterThanOrEqual(before);
    ctx.clock.advanceMinutes(60);
    await client.put('/api/notifications.php', { settings: { promotions: { email: true } } });
    expect(await consentOf()).toEqual(consent);
    await client.put('/api/notifications.php', { settings: { promotions: { email: false } } });
    expect(await consentOf()).toBeNull();
  });

  it('refuses push for a type that has none, and an unknown type, with a localised text', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site);
    const push = await client.put('/api/notifications.php', { settings: { promotions: { push: true } } });
    expect(push.status).toBe(400);
    expect(push.body.error).toMatchObject({ code: 'notification_push_unavailable', message: 'Voor dit soort melding zijn er geen pushmeldingen; alleen e-mail.' });
    const unknown = await client.put('/api/notifications.php', { settings: { birthdays: { email: true } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'notification_type', message: 'Dit soort melding bestaat niet.' });
  });

  it('is for members only: visitors get 403 with authentication_required', async () => {
    const site = await createSite(ctx);
    const visitor = new Client(ctx.app, site.domain);
    for (const res of [await visitor.get('/api/notifications.php'), await visitor.put('/api/notifications.php', { settings: { like: { email: false } } })]) {
      expect(res.status).toBe(403);
      expect(res.body.authentication_required).toBe(true);
    }
  });
});

describe('notificationAllowed, asked by every sender', () => {
  it('follows the member\'s choice for every type and channel, and push only where a type has it', async () => {
    const site = await createSite(ctx);
    const { client, userId } = await loggedInMember(ctx, site);
    const pushTypes = ['new_conversations', 'new_messages', 'like', 'unread_message_reminders'];
    for (const type of NOTIFICATION_TYPES) {
      const marketing = type === 'promotions' || type === 'news';
      expect(await notificationAllowed(ctx.deps.db, userId, type, 'email'), `${type} e-mail by default`).toBe(!marketing);
      expect(await notificationAllowed(ctx.deps.db, userId, type, 'push'), `${type} push by default`).toBe(pushTypes.includes(type));
    }
    const allOn = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, pushTypes.includes(type) ? { email: true, push: true } : { email: true }]));
    await client.put('/api/notifications.php', { settings: allOn });
    for (const type of NOTIFICATION_TYPES) expect(await notificationAllowed(ctx.deps.db, userId, type, 'email'), type).toBe(true);
    const allOff = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, pushTypes.includes(type) ? { email: false, push: false } : { email: false }]));
    await client.put('/api/notifications.php', { settings: allOff });
    for (const type of NOTIFICATION_TYPES) {
      expect(await notificationAllowed(ctx.deps.db, userId, type, 'email'), type).toBe(false);
      expect(await notificationAllowed(ctx.deps.db, userId, type, 'push'), type).toBe(false);
    }
    // One channel off leaves the other alone.
    await client.put('/api/notifications.php', { settings: { new_messages: { push: true } } });
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'push')).toBe(true);
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'email')).toBe(false);
  });

  it('stops every notification e-mail after a bounce or spam complaint, but not push', async () => {
    const site = await createSite(ctx);
    for (const reason of ['bounce', 'fbl']) {
      const { userId } = await loggedInMember(ctx, site);
      await setDisabled(userId, [reason]);
      for (const type of NOTIFICATION_TYPES) expect(await notificationAllowed(ctx.deps.db, userId, type, 'email'), `${reason} ${type}`).toBe(false);
      expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'push')).toBe(true);
    }
  });

  it('allows nothing for a deleted or unknown member', async () => {
    const site = await createSite(ctx);
    const { userId } = await loggedInMember(ctx, site, { user: { status: 'deleted' } });
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'email')).toBe(false);
    expect(await notificationAllowed(ctx.deps.db, 2_000_000_000, 'new_messages', 'push')).toBe(false);
  });
});

describe('turning e-mail back on after a delivery problem', () => {
  it('clears bounce and spam reasons once the member confirms their current address, and records the consent', async () => {
    const site = await createSite(ctx);
    const { client, userId } = await loggedInMember(ctx, site);
    const [member] = await ctx.deps.db.select().from(users).where(eq(users.id, userId));
    await setDisabled(userId, ['bounce', 'fbl']);
    // The page was shown for another address: nothing changes.
    const stale = await client.put('/api/notifications.php', { resume_email: { email: 'other@example.com' } });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatchObject({ code: 'notifications_email_changed', field: 'email' });
    expect((await client.get('/api/notifications.php')).body.disabled).toEqual(['fbl', 'bounce']);

    const res = await client.put('/api/notifications.php', { resume_email: { email: member!.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body.disabled).toEqual([]);
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'email')).toBe(true);
    const [consent] = await ctx.deps.db.select().from(mailEvents).where(eq(mailEvents.userId, userId));
    expect(consent).toMatchObject({ type: 'email_resumed', source: 'member', detail: 'bounce,fbl' });
    // The member's session shows it at once (the cached member is dropped on member.updated).
    expect((await client.get('/api/user.php')).body.user.notifications_disabled).toEqual([]);
  });
});

describe('mail events endpoint without MAIL_EVENTS_SECRET', () => {
  it('does not exist', async () => {
    const site = await createSite(ctx);
    const res = await new Client(ctx.app, site.domain).post('/api/mail-events.php', { events: [{ type: 'bounce', email: 'x@example.com' }] }, { authorization: 'Bearer anything-at-all-anything-at-all' });
    expect(res.status).toBe(404);
  });
});
