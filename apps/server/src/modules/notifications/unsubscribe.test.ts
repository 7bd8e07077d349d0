import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailEvents, users } from '../../db/schema/index.js';
import { createSite, loggedInMember, useTestApp, type TestContext } from '../../../test/helpers.js';
import { notificationAllowed } from './notification-settings.js';
import { unsubscribeLink } from './unsubscribe.js';

const ctx = useTestApp();

/** What a mail client does for RFC 8058: a form-encoded POST to the List-Unsubscribe URL, no cookie, no Origin. */
const oneClick = (c: TestContext, host: string, path: string) => c.app.inject({
  method: 'POST', url: path, headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
});
const anonymousGet = (c: TestContext, host: string, path: string) => c.app.inject({ method: 'GET', url: path, headers: { host } });

async function memberWithLink(type: 'new_messages' | 'weekly_updates' = 'new_messages', language = 'nl') {
  const site = await createSite(ctx, { name: 'Vonkje Test' });
  const { userId, client } = await loggedInMember(ctx, site, { user: { language } });
  const fullSite = (await ctx.deps.sites.byId(site.id))!;
  const link = await unsubscribeLink(ctx.deps, fullSite, userId, type);
  const url = new URL(link.url);
  return { site, userId, client, link, path: url.pathname + url.search };
}

describe('unsubscribe links (RFC 8058)', () => {
  it('gives senders the link and the two headers that make mail clients offer one-click unsubscribe', async () => {
    const { site, link } = await memberWithLink();
    expect(link.url).toMatch(new RegExp(`^http://${site.domain.replace(/\./g, '\\.')}:3000/api/unsubscribe\\.php\\?token=\\d+\\.new_messages\\.[\\w-]{22}$`));
    expect(link.headers).toEqual({ 'List-Unsubscribe': `<${link.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('unsubscribes at once on the one-click POST, without a session or an Origin', async () => {
    const { site, userId, path, client } = await memberWithLink();
    const res = await oneClick(ctx, site.domain, path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Je bent afgemeld');
    expect(res.body).toContain('Nieuwe berichten');
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'email')).toBe(false);
    // Only that type and only e-mail: the link was in an e-mail.
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'push')).toBe(true);
    expect(await notificationAllowed(ctx.deps.db, userId, 'like', 'email')).toBe(true);
    const page = (await client.get('/api/notifications.php')).body;
    expect(page.disabled).toEqual(['listunsubscribe']);
    expect(page.unsubscribed).toEqual(['new_messages']);
    // Mail clients retry: a repeat answers the same and records nothing new.
    expect((await oneClick(ctx, site.domain, path)).statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(mailEvents).where(eq(mailEvents.userId, userId))).toHaveLength(1);
  });

  it('only asks on GET (link scanners open links), in the member\'s language and with the site\'s name', async () => {
    const { site, userId, path } = await memberWithLink('weekly_updates', 'de');
    const res = await anonymousGet(ctx, site.domain, path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Vonkje Test');
    expect(res.body).toContain('Möchtest du keine E-Mails mehr von Vonkje Test zu diesem Thema erhalten: Wochenüberblick?');
    expect(res.body).toMatch(/<form method="post" action="\/api\/unsubscribe\.php\?token=[^"]+">/);
    expect(await notificationAllowed(ctx.deps.db, userId, 'weekly_updates', 'email')).toBe(true);
  });

  it('works from its own page\'s form in a logged-in browser (Origin null, form-encoded, session cookie)', async () => {
    const { site, userId, path, client } = await memberWithLink();
    const res = await ctx.app.inject({
      method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click',
      headers: { host: site.domain, origin: 'null', 'content-type': 'application/x-www-form-urlencoded', cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(200);
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'email')).toBe(false);
  });

  it('answers a forged, altered, foreign or garbled token with a clear page, never a 500, and changes nothing', async () => {
    const { site, userId, path } = await memberWithLink();
    const other = await createSite(ctx);
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    const [id, , mac] = token.split('.');
    const attempts = [
      [site.domain, `/api/unsubscribe.php?token=${id}.like.${mac}`], // another type
      [site.domain, `/api/unsubscribe.php?token=${Number(id) + 1}.new_messages.${mac}`], // another member
      [site.domain, `/api/unsubscribe.php?token=${id}.new_messages.${'A'.repeat(22)}`],
      [other.domain, path], // the right token on another site
      [site.domain, '/api/unsubscribe.php?token=%00%ff'],
      [site.domain, `/api/unsubscribe.php?token=${'9'.repeat(300)}`],
      [site.domain, '/api/unsubscribe.php'],
    ] as const;
    for (const [host, url] of attempts) {
      for (const res of [await anonymousGet(ctx, host, url), await oneClick(ctx, host, url)]) {
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode === 404) expect(res.body, url).toContain('Deze afmeldlink werkt niet');
      }
    }
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'email')).toBe(true);
    expect(await notificationAllowed(ctx.deps.db, userId, 'like', 'email')).toBe(true);
  });

  it('ends the unsubscribe alert once the member decides about that type themselves', async () => {
    const { site, userId, path, client } = await memberWithLink();
    await oneClick(ctx, site.domain, path);
    const res = await client.put('/api/notifications.php', { settings: { new_messages: { email: true } } });
    expect(res.body).toMatchObject({ disabled: [], unsubscribed: [] });
    const [member] = await ctx.deps.db.select().from(users).where(eq(users.id, userId));
    expect(member!.notificationsDisabled).toEqual([]);
    expect(await notificationAllowed(ctx.deps.db, userId, 'new_messages', 'email')).toBe(true);
  });

  it('is rate-limited per address', async () => {
    const { site } = await memberWithLink();
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await ctx.app.inject({ method: 'GET', url: '/api/unsubscribe.php?token=1.like.x', headers: { host: site.domain }, remoteAddress: '10.9.9.9' })).statusCode;
    expect(last).toBe(429);
  });
});
