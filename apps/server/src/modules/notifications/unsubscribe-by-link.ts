import { eq } from 'drizzle-orm';
import type { NotificationType } from '@app/shared';
import { mailEvents, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import { addDisabledReason } from './disabled-reasons.js';
import { lockedSettings, storedOrDefault, writeSetting } from './write-setting.js';

/**
 * The one-click unsubscribe: this type's e-mails off, marked as done by the link (so the member's page and the alert
 * can say why), `listunsubscribe` added to the member's reasons. Repeating it (mail clients retry) changes nothing;
 * a type the member had already switched off stays their own choice and raises no alert.
 */
export async function unsubscribeByLink(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, input: { userId: number; type: NotificationType }): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const [member] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!member) return;
    const before = storedOrDefault(await lockedSettings(tx, input.userId), input.type);
    if (!before.channels.email) return;
    await writeSetting(tx, input.userId, input.type, before, { channels: { ...before.channels, email: false }, emailOffReason: 'listunsubscribe' }, now);
    await addDisabledReason(tx, events, [input.userId], 'listunsubscribe');
    await tx.insert(mailEvents).values({
      userId: member.id, siteId: member.siteId, emailNormalized: member.emailNormalized, type: 'unsubscribe',
      source: 'member', detail: input.type, occurredAt: now,
    });
  });
}
