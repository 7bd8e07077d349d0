import { eq } from 'drizzle-orm';
import type { SiteResponse, SiteSettingsInput } from '@app/shared/contracts/console/sites';
import { companies, sites } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { withTx } from '../../../kernel/tx.js';
import { withDemoPushKeys } from '../../notifications/push-vapid-keys.js';
import { seedPackages } from '../../payments/packages.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { presentConsoleCompany, presentConsoleSite, settingsToColumns } from './present-site.js';
import { asDomainTaken, assertCompanyExists, assertHostsFree } from './site-rules.js';

type NewSite = typeof sites.$inferInsert;

/**
 * POST /api/console/sites/create.php: a new site in one transaction. Its ledger system accounts come with the row
 * (a trigger); it gets the standard credit packages for each of its countries (the same as the demo's) and a push
 * key pair of its own, and is audited with its settings.
 */
export async function createSite(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, settings: SiteSettingsInput): Promise<SiteResponse> {
  const now = deps.clock.now();
  try {
    return await withTx(deps, async (tx, events) => {
      await assertHostsFree(tx, [settings.domain, ...settings.aliases]);
      await assertCompanyExists(tx, settings.company_id);
      const [row] = await tx.insert(sites).values(settingsToColumns(settings) as NewSite).returning();
      await seedPackages(tx, row!);
      const site = await withDemoPushKeys(tx, row!);
      const presented = presentConsoleSite(site);
      await recordAudit(tx, who, { action: 'site.created', siteId: site.id, objectType: 'site', objectId: site.id, after: presented }, now);
      await events.record('site.changed', { siteIds: [site.id] });
      const [company] = await tx.select().from(companies).where(eq(companies.id, site.companyId));
      return { site: presented, company: presentConsoleCompany(company!) };
    });
  } catch (err) {
    throw asDomainTaken(err);
  }
}
