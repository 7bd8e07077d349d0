import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index.js';
import { Client, createSite, useTestApp } from '../../../test/helpers.js';
import { vapidDetailsOf, withDemoPushKeys } from './push-vapid-keys.js';

const ctx = useTestApp();

describe('VAPID keys per site', () => {
  it('gives a demo site a key pair once (also an older demo database) and keeps it afterwards', async () => {
    const site = await createSite(ctx);
    expect(vapidDetailsOf(site)).toBeNull();
    const keyed = await withDemoPushKeys(ctx.deps.db, site);
    // An uncompressed P-256 public key (65 bytes) and a 32-byte private key, base64url.
    expect(Buffer.from(keyed.pushPublicKey!, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keyed.pushPrivateKey!, 'base64url')).toHaveLength(32);
    expect(vapidDetailsOf(keyed)).toEqual({ subject: `mailto:${site.supportEmail}`, publicKey: keyed.pushPublicKey, privateKey: keyed.pushPrivateKey });
    // Browsers subscribed with that public key: a second seed run must not replace the pair.
    const again = await withDemoPushKeys(ctx.deps.db, (await ctx.deps.db.select().from(sites).where(eq(sites.id, site.id)))[0]!);
    expect(again.pushPublicKey).toBe(keyed.pushPublicKey);
  });

  it('answers the public key in the settings and never the private one', async () => {
    const site = await withDemoPushKeys(ctx.deps.db, await createSite(ctx));
    const res = await new Client(ctx.app, site.domain).get('/api/settings.php');
    expect(res.body.push_public_key).toBe(site.pushPublicKey);
    expect(JSON.stringify(res.body)).not.toContain(site.pushPrivateKey!);
    const page = await new Client(ctx.app, site.domain).get('/login');
    expect(String(page.body)).not.toContain(site.pushPrivateKey!);
  });
});
