import { eq } from 'drizzle-orm';
import type { CompanyUpdateBody, ConsoleCompany } from '@app/shared/contracts/console/sites';
import { companies, sites } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { changedKeys, presentConsoleCompany } from './present-site.js';

/**
 * PUT /api/console/sites/company.php: a company's info (the legal pages and footers of all its sites show it).
 * Audited with what changed; its sites' cached copies are dropped on every instance after the commit.
 */
export async function updateCompany(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: CompanyUpdateBody): Promise<ConsoleCompany> {
  const now = deps.clock.now();
  return withTx(deps, async (tx, events) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, body.id)).for('update');
    if (!current) throw new DomainError('not_found');
    const [updated] = await tx.update(companies).set({
      name: body.name, address: body.address, kvk: body.kvk, city: body.city, country: body.country, tradenames: body.tradenames,
      vatNumbers: body.vat_numbers, supportPhone: body.support_phone, deleteDiscount: body.delete_discount,
    }).where(eq(companies.id, body.id)).returning();
    const after = presentConsoleCompany(updated!);
    const diff = changedKeys(presentConsoleCompany(current), after);
    if (Object.keys(diff.after).length) {
      await recordAudit(tx, who, { action: 'company.updated', objectType: 'company', objectId: body.id, ...diff }, now);
      const siteIds = (await tx.select({ id: sites.id }).from(sites).where(eq(sites.companyId, body.id))).map((s) => s.id);
      await events.record('site.changed', { siteIds });
    }
    return after;
  });
}
