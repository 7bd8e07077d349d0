import { eq } from 'drizzle-orm';
import type { TotpSetup } from '@app/shared/contracts/console/staff';
import { staff } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import { endAllStaffSessions, type StaffSession } from '../staff-sessions.js';
import { newTotpSetup, sealTotpSecret } from './staff-credentials.js';

/**
 * POST /api/console/staff/reset-totp.php: a new authenticator secret (a lost phone), shown once. The old codes stop
 * working at once, and so do the sessions opened with them. The audit row says it happened, never the secret.
 */
export async function resetStaffTotp(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config'>, who: StaffSession, id: number): Promise<TotpSetup> {
  const now = deps.clock.now();
  return withTx(deps, async (tx) => {
    const [member] = await tx.select({ id: staff.id, email: staff.email }).from(staff).where(eq(staff.id, id)).for('update');
    if (!member) throw new DomainError('not_found');
    const setup = newTotpSetup(member.email);
    await tx.update(staff).set({ totpSecret: sealTotpSecret(deps.config, setup.totp_secret), totpLastStep: 0 }).where(eq(staff.id, id));
    await endAllStaffSessions(tx, id);
    await recordAudit(tx, who, { action: 'staff.totp_reset', objectType: 'staff', objectId: id }, now);
    return setup;
  });
}
