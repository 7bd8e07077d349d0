import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../app.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { grantCredits } from '../credits/grant-credits.js';
import { consumeToken } from './account-tokens.js';
import { startSession } from './sessions.js';

/**
 * Follows an activation link: activates the account and its profile, grants the site's signup credits
 * once, and logs the member in on this device. Null when the link is unknown, used, expired or of another site.
 */
export async function activateAccount(deps: Pick<AppDeps, 'db' | 'clock'>, input: { site: SiteWithCompany; token: string }) {
  return deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, deps.clock, { token: input.token, purpose: 'activation', siteId: input.site.id });
    if (!token) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
    if (!user || user.status === 'deleted') return null;
    if (user.status === 'not_confirmed') {
      await tx.update(users).set({ status: 'active', activatedAt: deps.clock.now() }).where(eq(users.id, user.id));
      await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, user.id));
      await grantCredits(tx, { userId: user.id, amount: input.site.signupCredits, reason: 'signup_bonus', idempotencyKey: 'signup_bonus' });
    }
    return { sessionToken: await startSession(tx, deps.clock, user) };
  });
}
