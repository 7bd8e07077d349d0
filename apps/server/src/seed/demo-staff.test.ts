import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff, staffSites } from '../db/schema/index.js';
import { totpCode, totpStep } from '../platform/totp.js';
import { Client, createSite, useTestApp } from '../../test/helpers.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from './demo-staff.js';

const ctx = useTestApp();
const emails = DEMO_STAFF.map((s) => s.email);
const demoRows = () => ctx.deps.db.select().from(staff).where(inArray(staff.emailNormalized, emails));

describe('the demo staff', () => {
  it('are never made in production', async () => {
    const before = (await demoRows()).length;
    await seedDemoStaff({ ...ctx.deps, config: { ...ctx.deps.config, isProduction: true } }, []);
    expect((await demoRows()).length).toBe(before);
  });

  it('are one per role with the README\'s password and fixed secret; the operator works for the demo sites', async () => {
    const [a, b] = [await createSite(ctx), await createSite(ctx)];
    const fresh = (await demoRows()).length === 0;
    await seedDemoStaff(ctx.deps, [a.id, b.id]);
    await seedDemoStaff(ctx.deps, [a.id, b.id]); // idempotent
    const rows = await demoRows();
    expect(rows.map((r) => r.role).sort()).toEqual(['admin', 'moderator', 'operator', 'support']);
    expect(new Set(DEMO_STAFF.map((s) => s.totpSecret)).size).toBe(4);
    for (const s of DEMO_STAFF) expect(s.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    if (fresh) {
      const operator = rows.find((r) => r.role === 'operator')!;
      const assigned = await ctx.deps.db.select().from(staffSites).where(inArray(staffSites.staffId, [operator.id]));
      expect(assigned.map((s) => s.siteId).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    }
    // What the e2e test does: the admin signs in with the fixed secret.
    const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
    const res = await new Client(ctx.app, a.domain).post('/api/console/login.php', {
      email: admin.email, password: DEMO_STAFF_PASSWORD, code: totpCode(admin.totpSecret, totpStep(ctx.clock.now()) + 1),
    });
    expect(res.status).toBe(200);
    expect(res.body.staff.role).toBe('admin');
  });
});
