import { eq, inArray } from 'drizzle-orm';
import { normalizeEmail, type Locale, type StaffRole } from '@app/shared';
import type { StaffItem, TotpSetup } from '@app/shared/contracts/console/staff';
import { sites, staff, staffSites, type StaffRow } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import type { Tx } from '../../../platform/db.js';
import { isUniqueViolation } from '../../../platform/db-errors.js';
import { hashPassword } from '../../../platform/passwords.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { auditedStaff, presentOneStaff } from './present-staff.js';
import { generatePassword, newTotpSetup, sealTotpSecret } from './staff-credentials.js';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  language?: Locale;
  refundLimitCents?: number;
  siteIds?: number[];
  /** Given by the CLI or the demo seed; otherwise generated. */
  password?: string;
  /** Only the demo seed fixes one (its README lists it); otherwise generated. */
  totpSecret?: string;
}

export type CreatedStaff = { staff: StaffItem; password: string } & TotpSetup;

/** Every site id must exist (an operator assigned to nothing real would see an empty queue and never know why). */
export async function assertSitesExist(tx: Tx, siteIds: number[]) {
  if (!siteIds.length) return;
  const found = await tx.select({ id: sites.id }).from(sites).where(inArray(sites.id, siteIds));
  if (found.length !== new Set(siteIds).size) throw new DomainError('not_found', {}, { field: 'sites' });
}

/**
 * A staff account: argon2id hash of the (given or generated) password, a TOTP secret, the operator's sites, one audit
 * row (without password or secret). The password and secret are returned to show once. `by` is the admin who made
 * it; the CLI has none, so the new admin's own account is the actor of its audit row.
 */
export async function createStaff(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config'>, by: Pick<StaffSession, 'staff' | 'ip'> | { cli: true }, input: NewStaff): Promise<CreatedStaff> {
  const email = input.email.trim();
  const password = input.password ?? generatePassword();
  const totp = newTotpSetup(email, input.totpSecret);
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  try {
    return await withTx(deps, async (tx) => {
      const siteIds = [...new Set(input.siteIds ?? [])];
      await assertSitesExist(tx, siteIds);
      const [row] = await tx.insert(staff).values({
        email, emailNormalized: normalizeEmail(email), name: input.name.trim(), role: input.role, passwordHash, totpSecret: sealTotpSecret(deps.config, totp.totp_secret),
        language: input.language ?? 'nl', ...(input.refundLimitCents !== undefined ? { refundLimitCents: input.refundLimitCents } : {}), createdAt: now,
      }).returning();
      if (siteIds.length) await tx.insert(staffSites).values(siteIds.map((siteId) => ({ staffId: row!.id, siteId })));
      const item = await presentOneStaff(tx, row!.id, now);
      const actor = 'cli' in by ? { staff: row as StaffRow, ip: 'cli' } : by;
      await recordAudit(tx, actor, { action: 'staff.created', objectType: 'staff', objectId: row!.id, after: auditedStaff(item), reason: 'cli' in by ? 'cli' : null }, now);
      return { staff: item, password, ...totp };
    });
  } catch (err) {
    throw isUniqueViolation(err) ? new DomainError('console_staff_email_taken', {}, { field: 'email' }) : err;
  }
}

export async function staffByEmail(deps: Pick<AppDeps, 'db'>, email: string): Promise<StaffRow | null> {
  const [row] = await deps.db.select().from(staff).where(eq(staff.emailNormalized, normalizeEmail(email)));
  return row ?? null;
}
