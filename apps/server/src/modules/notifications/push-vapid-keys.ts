import { and, eq, isNull } from 'drizzle-orm';
import webpush from 'web-push';
import { sites, type SiteRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export interface VapidDetails { subject: string; publicKey: string; privateKey: string }

/**
 * How we sign push requests for a site: its key pair (sites.push_public_key, the one browsers subscribe with, and
 * sites.push_private_key) and, as the contact push services may write to, the site's support address. Null when the
 * site has no pair: then it sends no push.
 */
export function vapidDetailsOf(site: Pick<SiteRow, 'pushPublicKey' | 'pushPrivateKey' | 'supportEmail'>): VapidDetails | null {
  if (!site.pushPublicKey || !site.pushPrivateKey) return null;
  return { subject: `mailto:${site.supportEmail}`, publicKey: site.pushPublicKey, privateKey: site.pushPrivateKey };
}

/**
 * A demo site gets a key pair of its own (also in demo databases made before push existed), so push works out of
 * the box. A site that already has a private key keeps its pair: browsers subscribed with that public key.
 */
export async function withDemoPushKeys<S extends SiteRow>(db: DbOrTx, site: S): Promise<S> {
  if (site.pushPrivateKey) return site;
  const keys = webpush.generateVAPIDKeys();
  const [updated] = await db.update(sites).set({ pushPublicKey: keys.publicKey, pushPrivateKey: keys.privateKey })
    .where(and(eq(sites.id, site.id), isNull(sites.pushPrivateKey))).returning();
  return updated ? { ...site, ...updated } : site;
}
