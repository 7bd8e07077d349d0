import type { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import { DATA_EXPORTS_PER_DAY, type DataExportBody, type Locale } from '@app/shared';
import { translate } from '@app/shared/i18n';
import { dataExports, profiles, users } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { confirmPassword } from './account-end.policy.js';
import { likesAndBlocksPart, messagesPart, reportsPart } from './export-activity.js';
import { accountPart, profilePart } from './export-own-data.js';
import { mergeParts } from './export-parts.js';
import { paymentsPart } from './export-payments.js';
import { zipExport } from './export-zip.js';

const DAY_MS = 86_400_000;

export interface DataExport { filename: string; archive: Readable }

/**
 * POST /api/export.php (GDPR art. 15 and 20): after the password, at most DATA_EXPORTS_PER_DAY per 24 hours (counted
 * under the member's row lock, so parallel requests cannot pass it), everything we hold about the member as JSON per
 * category plus their photos, and of other members only what the member could see: a name and a profile id.
 */
export async function exportAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'storage'>,
  input: { site: SiteWithCompany; auth: AuthenticatedSession; body: DataExportBody; locale: Locale },
): Promise<DataExport> {
  const { auth } = input;
  await confirmPassword(deps.db, auth.user.id, input.body.password);
  const now = deps.clock.now();
  await withTx(deps, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.user.id)).for('update');
    const recent = await tx.select({ at: dataExports.createdAt }).from(dataExports)
      .where(and(eq(dataExports.userId, auth.user.id), gt(dataExports.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(asc(dataExports.createdAt));
    if (recent.length >= DATA_EXPORTS_PER_DAY) {
      // The next one is possible when the oldest of the day's exports is 24 hours old.
      const retryAfterSeconds = Math.max(60, Math.ceil((recent[0]!.at.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new DomainError('export_limit', { max: DATA_EXPORTS_PER_DAY }, { retryAfterSeconds });
    }
    await tx.insert(dataExports).values({ userId: auth.user.id, createdAt: now });
  });

  // Fresh rows: the session's copy may be up to 30 s old.
  const [user] = await deps.db.select().from(users).where(eq(users.id, auth.user.id));
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.userId, auth.user.id));
  if (!user || !profile) throw new DomainError('authentication_required');
  const member = { ...auth, user, profile };
  const deletedMember = translate(input.locale, 'account_export.deleted_member');
  const part = mergeParts(await Promise.all([
    accountPart(deps.db, user, input.site),
    profilePart(deps.db, profile),
    messagesPart(deps.db, member, deletedMember),
    likesAndBlocksPart(deps.db, input.site, member, deletedMember),
    paymentsPart(deps.db, user),
    reportsPart(deps.db, member),
  ]));
  const slug = input.site.domain.replace(/[^a-z0-9.-]/gi, '');
  return { filename: `${slug}-${now.toISOString().slice(0, 10)}.zip`, archive: zipExport(deps.storage, part, now) };
}
