import { randomInt } from 'node:crypto';
import type { ComplaintBody, Locale } from '@app/shared';
import { complaints } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';

// No 0/O or 1/I/L: the reference is read out over the phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newComplaintReference = (year: number) =>
  `${year}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

interface Input { site: SiteWithCompany; auth: AuthenticatedSession | null; body: ComplaintBody; locale: Locale }

/** Stores a complaint and records complaint.submitted (its confirmation mail is queued from it); returns the reference. */
export async function submitComplaint(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, input: Input): Promise<{ reference: string }> {
  for (let attempt = 0; ; attempt++) {
    const reference = newComplaintReference(deps.clock.now().getUTCFullYear());
    try {
      await withTx(deps, async (tx, events) => {
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
        await events.record('complaint.submitted', { complaintId: row!.id, siteId: input.site.id });
      });
      return { reference };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
