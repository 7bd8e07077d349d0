import { eq } from 'drizzle-orm';
import type { SiteResponse, SiteUpdateBody } from '@app/shared/contracts/console/sites';
import { companies, sites } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { changedKeys, presentConsoleCompany, presentConsoleSite, settingsToColumns } from './present-site.js';
import { asDomainTaken, assertCompanyExists, assertHostsFree } from './site-rules.js';

/**
 * PUT /api/console/sites/site.php: the settings given (validated by the shared schema) replace the stored ones, in
 * one transaction with the audit row (only what changed, before and after). site.changed drops every instance's
 * cached sites after the commit, so the next request on any instance sees the change.
 */
export async function updateSite(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: SiteUpdateBody): Promise<SiteResponse> {
  const { id, ...settings } = body;
  const now = deps.clock.now();
  try {
    return await withTx(deps, async (tx, events) => {
      const [current] = await tx.select().from(sites).where(eq(sites.id, id)).for('update');
      if (!current) throw new DomainError('not_found');
      if (settings.domain !== undefined || settings.aliases !== undefined) {
        await assertHostsFree(tx, [settings.domain ?? current.domain, ...(settings.aliases ?? current.aliases)], id);
      }
      if (settings.company_id !== undefined) await assertCompanyExists(tx, settings.company_id);
      const columns = settingsToColumns(settings);
      const [updated] = Object.keys(columns).length ? await tx.update(sites).set(columns).where(eq(sites.id, id)).returning() : [current];
      const before = presentConsoleSite(current);
      const after = presentConsoleSite(updated!);
      const diff = changedKeys(before, after);
      if (Object.keys(diff.after).length) {
        await recordAudit(tx, who, { action: 'site.updated', siteId: id, objectType: 'site', objectId: id, ...diff }, now);
        await events.record('site.changed', { siteIds: [id] });
      }
      const [company] = await tx.select().from(companies).where(eq(companies.id, updated!.companyId));
      return { site: after, company: presentConsoleCompany(company!) };
    });
  } catch (err) {
    throw asDomainTaken(err);
  }
}
