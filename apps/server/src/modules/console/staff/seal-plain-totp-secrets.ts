import { and, eq, sql } from 'drizzle-orm';
import { staff } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { sealTotpSecret } from './staff-credentials.js';

/**
 * TOTP secrets stored before they were sealed (platform/secret-box.ts) are sealed at start-up; until then they still
 * open as they are. Each row is replaced only if it still holds the value read (another instance may be doing the
 * same). Returns how many this call sealed.
 */
export async function sealPlainTotpSecrets(deps: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  const plain = await deps.db.select({ id: staff.id, secret: staff.totpSecret }).from(staff).where(sql`${staff.totpSecret} not like 'v1.%'`);
  let sealed = 0;
  for (const row of plain) {
    const done = await deps.db.update(staff).set({ totpSecret: sealTotpSecret(deps.config, row.secret) })
      .where(and(eq(staff.id, row.id), eq(staff.totpSecret, row.secret))).returning({ id: staff.id });
    sealed += done.length;
  }
  return sealed;
}
