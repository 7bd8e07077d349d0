import type { StaffRole } from '@app/shared';
import type { AppDeps } from '../kernel/deps.js';
import { createStaff, staffByEmail } from '../modules/console/staff/create-staff.js';

/** The demo console accounts' password (development only; listed in the README). */
export const DEMO_STAFF_PASSWORD = 'console-demo-2026';

/**
 * One demo account per role, each with a FIXED TOTP secret (32 base32 characters), so a developer can add it to an
 * authenticator app once, the e2e test can compute codes, and /dev/totp can show the current ones. Development only.
 */
export const DEMO_STAFF: ReadonlyArray<{ email: string; name: string; role: StaffRole; totpSecret: string }> = [
  { email: 'admin@vonkje.example', name: 'Demo admin', role: 'admin', totpSecret: 'VONKJEADMINDEMOSECRETFORTOTPAPP2' },
  { email: 'moderator@vonkje.example', name: 'Demo moderator', role: 'moderator', totpSecret: 'VONKJEMODERATORDEMOSECRETTOTP234' },
  { email: 'operator@vonkje.example', name: 'Demo operator', role: 'operator', totpSecret: 'VONKJEOPERATORDEMOSECRETTOTP2345' },
  { email: 'support@vonkje.example', name: 'Demo support', role: 'support', totpSecret: 'VONKJESUPPORTDEMOSECRETTOTP23456' },
];

/**
 * The demo staff, once (an existing address is left as it is). Never in production: these are admin credentials
 * printed in the README. The operator works for every demo site given.
 */
export async function seedDemoStaff(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config'>, demoSiteIds: number[]) {
  if (deps.config.isProduction) return;
  for (const member of DEMO_STAFF) {
    if (await staffByEmail(deps, member.email)) continue;
    await createStaff(deps, { cli: true }, {
      ...member, password: DEMO_STAFF_PASSWORD, language: 'nl', siteIds: member.role === 'operator' ? demoSiteIds : [],
    });
  }
}
