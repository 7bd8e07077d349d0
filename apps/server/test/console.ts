import { eq } from 'drizzle-orm';
import type { StaffRole } from '@app/shared';
import { staff, staffSites } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { newTotpSecret, totpCode, totpStep } from '../src/platform/totp.js';
import { sealTotpSecret } from '../src/modules/console/staff/staff-credentials.js';
import { Client, uniqueEmail, type TestContext } from './helpers.js';

export interface TestStaff { id: number; email: string; password: string; secret: string; role: StaffRole }

/** A staff member straight into the table (what the CLI and the seed do), with the sites an operator works for. */
export async function insertStaff(ctx: TestContext, role: StaffRole, opts: { siteIds?: number[]; refundLimitCents?: number } = {}): Promise<TestStaff> {
  const email = uniqueEmail(`staff-${role}`);
  const password = 'console-test-password';
  const secret = newTotpSecret();
  const [row] = await ctx.deps.db.insert(staff).values({
    email, emailNormalized: email, name: `Test ${role}`, role, passwordHash: await hashPassword(password), totpSecret: sealTotpSecret(ctx.deps.config, secret),
    ...(opts.refundLimitCents !== undefined ? { refundLimitCents: opts.refundLimitCents } : {}),
  }).returning();
  for (const siteId of opts.siteIds ?? []) await ctx.deps.db.insert(staffSites).values({ staffId: row!.id, siteId });
  return { id: row!.id, email, password, secret, role };
}

/** The authenticator's code for now (of the test clock); `ahead` steps later for a second sign-in (a code is good once). */
export function codeFor(ctx: TestContext, member: TestStaff, ahead = 0): string {
  return totpCode(member.secret, totpStep(ctx.clock.now()) + ahead);
}

/** A console client signed in as a new staff member of this role. */
export async function staffClient(ctx: TestContext, host: string, role: StaffRole, opts: { siteIds?: number[]; refundLimitCents?: number } = {}): Promise<{ client: Client; staff: TestStaff }> {
  const member = await insertStaff(ctx, role, opts);
  const client = new Client(ctx.app, host);
  const res = await client.request('POST', '/api/console/login.php', { email: member.email, password: member.password, code: codeFor(ctx, member) });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, staff: member };
}

export async function disableStaff(ctx: TestContext, id: number) {
  await ctx.deps.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, id));
}
