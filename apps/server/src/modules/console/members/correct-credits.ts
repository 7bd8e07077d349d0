import { randomUUID } from 'node:crypto';
import type { CreditCorrectionBody } from '@app/shared/contracts/console/members';
import type { AppDeps } from '../../../kernel/deps.js';
import { withTx } from '../../../kernel/tx.js';
import { transferCredits } from '../../credits/ledger.js';
import { transferId } from '../../credits/ledger-rules.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { memberForStaff } from './members.policy.js';

/**
 * POST /api/console/members/credits.php: a correction through the ledger (kind correction, either way, against the
 * site's corrections account), never below zero (the ledger refuses with insufficient_credits and nothing is kept).
 */
export async function correctCredits(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: CreditCorrectionBody): Promise<{ balance: number }> {
  const now = deps.clock.now();
  return withTx(deps, async (tx, events) => {
    const { user } = await memberForStaff(tx, who, body.user, { lock: true });
    const { transfer, balance } = await transferCredits({ tx, events }, {
      id: transferId('correction', `staff:${randomUUID()}`), siteId: user.siteId, userId: user.id, kind: 'correction',
      amount: Math.abs(body.amount), toMember: body.amount > 0, reference: `staff:${who.staff.id}`,
    });
    await recordAudit(tx, who, {
      action: 'member.credits_corrected', siteId: user.siteId, objectType: 'user', objectId: user.id,
      before: { credits: user.credits }, after: { credits: balance, amount: body.amount, transfer: transfer.id }, reason: body.reason,
    }, now);
    return { balance };
  });
}
