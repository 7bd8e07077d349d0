import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { isEmailShape, PASSWORD_MAX } from '@app/shared';
import { staff } from '../db/schema/index.js';
import type { AppDeps } from '../kernel/deps.js';
import { DomainError } from '../kernel/errors.js';
import { withTx } from '../kernel/tx.js';
import { hashPassword } from '../platform/passwords.js';
import { recordAudit } from '../modules/console/audit.js';
import { createStaff, staffByEmail } from '../modules/console/staff/create-staff.js';
import { generatePassword, newTotpSetup, sealTotpSecret } from '../modules/console/staff/staff-credentials.js';
import { endAllStaffSessions } from '../modules/console/staff-sessions.js';

/** A staff password typed by a person: long enough that a guess is hopeless even without the second factor. */
export const ADMIN_PASSWORD_MIN = 12;

export class CliError extends Error {}

export interface CreateAdminOptions { email: string; name: string; password?: string; reset: boolean }

export const CREATE_ADMIN_USAGE = 'Usage: npm run console:create-admin -- --email you@example.com [--name "Your Name"] [--password P] [--reset]';

/** The command line -> options; a missing or malformed e-mail or a short password is a CliError with the reason. */
export function parseCreateAdminArgs(argv: string[]): CreateAdminOptions {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, reset: { type: 'boolean', default: false } }, strict: true }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${CREATE_ADMIN_USAGE}`);
  }
  const email = values.email?.trim() ?? '';
  if (!email) throw new CliError(`--email is required.\n${CREATE_ADMIN_USAGE}`);
  if (!isEmailShape(email)) throw new CliError(`Not a valid e-mail address: ${email}`);
  const password = values.password;
  if (password !== undefined && (password.length < ADMIN_PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    throw new CliError(`The password must be ${ADMIN_PASSWORD_MIN} to ${PASSWORD_MAX} characters long (or leave --password out to have one generated).`);
  }
  return { email, name: values.name?.trim() || email.split('@')[0]!, password, reset: values.reset ?? false };
}

export interface AdminCredentials { id: number; email: string; password: string; totp_secret: string; otpauth_uri: string; reset: boolean }

/**
 * Creates the first (or another) admin, or with `reset` gives an existing account a new password and TOTP secret,
 * makes it an enabled admin and ends its sessions (an owner locked out). An existing address without `reset` is
 * refused: the command never silently replaces someone's credentials. Audited, never with the password or secret.
 */
export async function createAdmin(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config'>, options: CreateAdminOptions): Promise<AdminCredentials> {
  const existing = await staffByEmail(deps, options.email);
  if (existing && !options.reset) throw new CliError(`A staff account with ${options.email} exists already; add --reset to give it a new password and TOTP secret.`);
  if (!existing && options.reset) throw new CliError(`No staff account with ${options.email} to reset; leave --reset out to create one.`);
  if (!existing) {
    try {
      const created = await createStaff(deps, { cli: true }, { email: options.email, name: options.name, role: 'admin', password: options.password });
      return { id: created.staff.id, email: created.staff.email, password: created.password, totp_secret: created.totp_secret, otpauth_uri: created.otpauth_uri, reset: false };
    } catch (err) {
      // Someone made the same address a moment ago.
      if (err instanceof DomainError && err.code === 'console_staff_email_taken') throw new CliError(`A staff account with ${options.email} exists already.`);
      throw err;
    }
  }
  const password = options.password ?? generatePassword();
  const totp = newTotpSetup(existing.email);
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await withTx(deps, async (tx) => {
    await tx.update(staff).set({ passwordHash, totpSecret: sealTotpSecret(deps.config, totp.totp_secret), totpLastStep: 0, role: 'admin', disabledAt: null }).where(eq(staff.id, existing.id));
    await endAllStaffSessions(tx, existing.id);
    await recordAudit(tx, { staff: existing, ip: 'cli' }, {
      action: 'staff.reset_by_cli', objectType: 'staff', objectId: existing.id,
      before: { role: existing.role, disabled_at: existing.disabledAt?.toISOString() ?? null }, after: { role: 'admin', disabled_at: null }, reason: 'cli',
    }, now);
  });
  return { id: existing.id, email: existing.email, password, ...totp, reset: true };
}

/** What the command prints: the only time the password and the secret are shown. */
export function describeCredentials(c: AdminCredentials): string {
  return [
    c.reset ? `Admin ${c.email} reset (id ${c.id}); their sessions were ended.` : `Admin ${c.email} created (id ${c.id}).`,
    '',
    `Password:     ${c.password}`,
    `TOTP secret:  ${c.totp_secret}`,
    `otpauth URI:  ${c.otpauth_uri}`,
    '',
    'Add the secret (or the URI, as a QR code) to an authenticator app, then sign in at /console.',
    'This is shown once: keep the password somewhere safe.',
  ].join('\n');
}
