import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RETENTION_DISCOUNT_VALID_DAYS, type RetentionDiscount } from '@app/shared';
import { discountCodes, retentionDiscounts, users, type DiscountCodeRow } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';

// Read out and typed by people: no 0/O or 1/I/L.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => `STAY${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

const present = (code: DiscountCodeRow): RetentionDiscount =>
  ({ code: code.code, percentage: code.percentage, expires: code.expiresAt!.toISOString() });

/**
 * POST /api/retention-discount.php: the company's delete_discount as a code of this member's own (discount_codes with
 * user_id, once per member, any purchase), checked at checkout by the payments module like every code. One per
 * member, ever: asking again gives the same code, so the offer cannot be farmed by opening the delete form again.
 */
export async function claimRetentionDiscount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, site: SiteWithCompany, auth: AuthenticatedSession,
): Promise<RetentionDiscount> {
  if (site.company.deleteDiscount <= 0) throw new DomainError('not_found');
  return withTx(deps, async (tx) => {
    // Under the member's lock, two clicks make one code.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.user.id)).for('update');
    const [claimed] = await tx.select({ code: discountCodes }).from(retentionDiscounts)
      .innerJoin(discountCodes, eq(discountCodes.id, retentionDiscounts.discountCodeId)).where(eq(retentionDiscounts.userId, auth.user.id));
    if (claimed) return present(claimed.code);
    const now = deps.clock.now();
    const [code] = await tx.insert(discountCodes).values({
      siteId: site.id,
      code: newCode(),
      userId: auth.user.id,
      // Within the limits of discount_codes (1-90 %).
      percentage: Math.min(90, site.company.deleteDiscount),
      expiresAt: new Date(now.getTime() + RETENTION_DISCOUNT_VALID_DAYS * 86_400_000),
      validity: 'once_per_user',
      status: 'active',
    }).returning();
    await tx.insert(retentionDiscounts).values({ userId: auth.user.id, discountCodeId: code!.id, createdAt: now });
    return present(code!);
  });
}
