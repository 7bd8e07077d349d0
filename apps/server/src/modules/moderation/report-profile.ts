import { and, eq, gt } from 'drizzle-orm';
import type { ReportBody } from '@app/shared';
import { profiles, reports } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import { viewerOf } from '../profiles/profiles.policy.js';
import { assertCanReport } from './moderation.policy.js';

/** A second report of the same profile by the same member within this window is the first one again. */
export const REPORT_REPEAT_WINDOW_MS = 24 * 60 * 60_000;

interface Input { site: SiteWithCompany; auth: AuthenticatedSession; body: ReportBody }

/**
 * Stores a member's report of a profile (or of one of its messages) for the moderation queue and records
 * report.submitted. Repeating it within a day changes nothing: the queue gets one entry per member and profile.
 */
export async function reportProfile(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, input: Input): Promise<{ reportId: number; repeated: boolean }> {
  const viewer = { ...viewerOf(input.site, input.auth), profileId: input.auth.profile.id };
  const { profile: profileId, message: messageId, reason } = input.body;
  return withTx(deps, async (tx, events) => {
    await assertCanReport(tx, viewer, { profileId, messageId });
    // The reporter's row is locked, so a double click or two tabs at once cannot store the report twice.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, viewer.profileId)).for('update');
    const now = deps.clock.now();
    const [earlier] = await tx.select({ id: reports.id }).from(reports).where(and(
      eq(reports.reporterProfileId, viewer.profileId), eq(reports.profileId, profileId),
      gt(reports.createdAt, new Date(now.getTime() - REPORT_REPEAT_WINDOW_MS)),
    )).limit(1);
    if (earlier) return { reportId: earlier.id, repeated: true };
    const [row] = await tx.insert(reports).values({
      siteId: input.site.id, reporterProfileId: viewer.profileId, profileId, messageId: messageId ?? null,
      reason, text: input.body.text || null, status: 'new', createdAt: now,
    }).returning({ id: reports.id });
    await events.record('report.submitted', {
      reportId: row!.id, siteId: input.site.id, reporterProfileId: viewer.profileId, profileId, messageId: messageId ?? null, reason,
    });
    return { reportId: row!.id, repeated: false };
  });
}
