import { randomInt } from 'node:crypto';
import type { ComplaintBody, Locale } from '@app/shared';
import { complaints } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import type { AppDeps } from '../../app.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { queueComplaintMail } from './complaint-mail.job.js';

// No 0/O or 1/I/L: the reference is read out over the phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newComplaintReference = (year: number) =>
  `${year}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

interface Input { site: SiteWithCompany; auth: AuthenticatedSession | null; body: ComplaintBody; locale: Locale }

/** Stores a complaint and, in the same transaction, queues its confirmation mail; returns the reference. */
export async function submitComplaint(deps: Pick<AppDeps, 'db' | 'jobs' | 'clock'>, input: Input): Promise<{ reference: string }> {
  for (let attempt = 0; ; attempt++) {
    const reference = newComplaintReference(deps.clock.now().getUTCFullYear());
    try {
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.insert(complaints).values({
          siteId: input.site.id,
          userId: input.auth?.user.id ?? null,
          reference,
          name: input.body.name,
          email: input.body.email,
          category: input.body.category,
          subject: input.body.subject || null,
          message: input.body.message,
          locale: input.locale,
        }).returning({ id: complaints.id });
        await queueComplaintMail(deps.jobs, tx, { v: 1, complaintId: row!.id });
      });
      return { reference };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
