import { and, count, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { MemberDetail } from '@app/shared/contracts/console/members';
import {
  conversations, creditTransfers, ledgerAccounts, memberWarnings, messages, payments, photos, profiles, sessions,
} from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import type { DbOrTx } from '../../../platform/db.js';
import type { StaffSession } from '../staff-sessions.js';
import { iso, memberForStaff } from './members.policy.js';

/** Lists on the member's page show the newest this many (a member with more is an exception). */
const LIST_LIMIT = 200;

/** A photo's address in the console (served by the moderation area, which checks the staff member's sites). */
export const consolePhotoUrl = (storageKey: string, size: 'thumb' | 'full' = 'thumb') =>
  `/api/console/photos/file.php?key=${encodeURIComponent(storageKey)}&size=${size}`;

async function conversationsOf(db: DbOrTx, profileId: number): Promise<MemberDetail['conversations']> {
  const rows = await db.select().from(conversations)
    .where(or(eq(conversations.profileLow, profileId), eq(conversations.profileHigh, profileId)))
    .orderBy(desc(conversations.lastMessageAt)).limit(LIST_LIMIT);
  if (!rows.length) return [];
  const partnerOf = (c: (typeof rows)[number]) => (c.profileLow === profileId ? c.profileHigh : c.profileLow);
  const partners = await db.select({ id: profiles.id, name: profiles.name, fictional: profiles.isFictional }).from(profiles)
    .where(inArray(profiles.id, rows.map(partnerOf)));
  const counts = await db.select({ id: messages.conversationId, n: count() }).from(messages)
    .where(inArray(messages.conversationId, rows.map((c) => c.id))).groupBy(messages.conversationId);
  return rows.map((c) => {
    const partner = partners.find((p) => p.id === partnerOf(c));
    return {
      id: c.id, partner_id: partnerOf(c), partner_name: partner?.name ?? '', partner_fictional: partner?.fictional ?? false,
      messages: counts.find((n) => n.id === c.id)?.n ?? 0, last_message_at: c.lastMessageAt.toISOString(),
    };
  });
}

async function ledgerOf(db: DbOrTx, userId: number): Promise<MemberDetail['ledger']> {
  const [account] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  if (!account) return [];
  const rows = await db.select().from(creditTransfers)
    .where(or(eq(creditTransfers.creditAccountId, account.id), eq(creditTransfers.debitAccountId, account.id)))
    .orderBy(desc(creditTransfers.createdAt), desc(creditTransfers.id)).limit(LIST_LIMIT);
  return rows.map((t) => ({
    id: t.id, kind: t.kind, amount: t.amount, direction: t.creditAccountId === account.id ? 'in' as const : 'out' as const,
    reference: t.reference, created_at: t.createdAt.toISOString(),
  }));
}

/**
 * GET /api/console/members/member.php: everything staff need to help a member, except what members wrote to each
 * other (conversations show partner and size only; opening one asks for a reason and is audited). Not audited
 * itself: looking a member up is the everyday work of support.
 */
export async function getMember(deps: Pick<AppDeps, 'db' | 'clock'>, who: StaffSession, userId: number): Promise<MemberDetail> {
  const { db } = deps;
  const { user, profile } = await memberForStaff(db, who, userId);
  const [photoRows, paymentRows, warningRows, [sessionCount], conversationList, ledger] = await Promise.all([
    db.select().from(photos).where(eq(photos.profileId, profile.id)).orderBy(desc(photos.createdAt)),
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(LIST_LIMIT),
    db.select().from(memberWarnings).where(eq(memberWarnings.userId, user.id)).orderBy(desc(memberWarnings.createdAt), desc(memberWarnings.id)),
    db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, deps.clock.now()))),
    conversationsOf(db, profile.id),
    ledgerOf(db, user.id),
  ]);
  return {
    account: {
      id: user.id, site_id: user.siteId, email: user.email, status: user.status, language: user.language,
      signup_date: user.signupDate.toISOString(), activated_at: iso(user.activatedAt), credits: user.credits, premium: user.paidUser,
      banned_at: iso(user.bannedAt), ban_reason: user.banReason, vulnerable_at: iso(user.vulnerableAt), vulnerable_reason: user.vulnerableReason,
      notifications_disabled: user.notificationsDisabled, active_sessions: sessionCount?.n ?? 0,
    },
    profile: {
      id: profile.id, name: profile.name, status: profile.status, date_of_birth: profile.dateOfBirth, country: profile.country,
      gender: profile.gender, sexuality: profile.sexuality, region: profile.region, city: profile.city, hair_color: profile.hairColor,
      eye_color: profile.eyeColor, body_type: profile.bodyType, relationship_status: profile.relationshipStatus, tattoos: profile.tattoos,
      reason: profile.reason, about: profile.about, interests: profile.interests, invisible: profile.invisible,
      last_active_at: profile.lastActiveAt.toISOString(),
    },
    photos: photoRows.map((p) => ({
      id: p.id, status: p.status, private: p.isPrivate, main: p.id === profile.mainPhotoId, url: consolePhotoUrl(p.storageKey),
      created_at: p.createdAt.toISOString(), reject_reason: p.rejectReason,
    })),
    conversations: conversationList,
    payments: paymentRows.map((p) => ({
      id: p.id, status: p.status, amount_cents: p.amountCents, currency: p.currency, credits: p.credits, method: p.method, provider: p.provider,
      reversal: p.reversal, created_at: p.createdAt.toISOString(), refundable: p.status === 'completed' && !p.reversal,
    })),
    ledger,
    warnings: warningRows.map((w) => ({ id: w.id, reason: w.reason, created_at: w.createdAt.toISOString(), acknowledged_at: iso(w.acknowledgedAt) })),
  };
}
