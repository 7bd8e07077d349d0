import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  blocks, complaints, conversationMembers, conversations, likes, messagePhotos, messages, profiles, reports, swipePasses, users,
} from '../../db/schema/index.js';
import type { AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import type { DbOrTx } from '../../platform/db.js';
import { photoKey } from '../profiles/photo-store.js';
import { blockedEitherWay, viewerOf, visibleProfilesScope } from '../profiles/profiles.policy.js';
import { repliesHeldFor } from '../chat/chat.policy.js';
import type { ExportPart, OtherMember } from './export-parts.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Names of other members as the member knew them; a deleted account shows as "deleted member". */
async function namesOf(db: DbOrTx, ids: number[], deletedMember: string): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: profiles.id, name: profiles.name, status: users.status }).from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId)).where(inArray(profiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.status === 'deleted' ? deletedMember : r.name]));
}

/**
 * messages.json: every conversation with every message the member sent, and those they received and could read
 * (replies held while the e-mail is unconfirmed are not theirs yet). Photos they sent come along as files; a photo
 * received is named, not included: it is the other member's.
 */
export async function messagesPart(db: DbOrTx, auth: AuthenticatedSession, deletedMember: string): Promise<ExportPart> {
  const me = auth.profile.id;
  const threads = await db.select({ id: conversations.id, partner: conversationMembers.partnerProfileId, startedBy: conversations.startedBy })
    .from(conversationMembers).innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.profileId, me)).orderBy(asc(conversations.id));
  const ids = threads.map((t) => t.id);
  const held = repliesHeldFor(auth.user.status);
  const rows = ids.length ? await db.select({ m: messages, photoKey: messagePhotos.storageKey }).from(messages)
    .leftJoin(messagePhotos, eq(messagePhotos.id, messages.photoId))
    .where(and(inArray(messages.conversationId, ids), held ? eq(messages.senderProfileId, me) : undefined))
    .orderBy(asc(messages.id)) : [];
  const names = await namesOf(db, threads.map((t) => t.partner), deletedMember);
  const fileOf = (messageId: number) => `message-photos/${messageId}.webp`;
  const sentPhoto = (r: (typeof rows)[number]) => r.m.senderProfileId === me && r.photoKey !== null;
  return {
    files: {
      'messages.json': threads.map((t) => ({
        conversation: t.id,
        partner: { profile_id: t.partner, name: names.get(t.partner) ?? null } satisfies OtherMember,
        started_by_me: t.startedBy === me,
        messages: rows.filter((r) => r.m.conversationId === t.id).map((r) => ({
          id: r.m.id, from_me: r.m.senderProfileId === me, kind: r.m.kind, text: r.m.text, gift: r.m.gift,
          photo_file: sentPhoto(r) ? fileOf(r.m.id) : null, credits_spent: r.m.senderProfileId === me ? r.m.cost : null, sent_at: iso(r.m.createdAt),
        })),
      })),
    },
    media: rows.filter(sentPhoto).map((r) => ({ path: fileOf(r.m.id), storagePath: photoKey(r.photoKey!, 'full') })),
  };
}

/**
 * likes.json and blocks.json. Likes given are the member's own acts (every one, the other's name while the member
 * may still see them); likes received only from members the likes page would show; passes of the swipe game.
 */
export async function likesAndBlocksPart(db: DbOrTx, site: SiteWithCompany, auth: AuthenticatedSession, deletedMember: string): Promise<ExportPart> {
  const me = auth.profile.id;
  const viewer = viewerOf(site, auth);
  const visible = visibleProfilesScope(viewer, await blockedEitherWay(db, viewer));
  const [given, received, passed, blocked] = await Promise.all([
    db.select({ id: likes.likedId, at: likes.createdAt, source: likes.source }).from(likes).where(eq(likes.likerId, me)).orderBy(asc(likes.createdAt)),
    db.select({ id: profiles.id, name: profiles.name, at: likes.createdAt }).from(likes).innerJoin(profiles, eq(profiles.id, likes.likerId))
      .where(and(eq(likes.likedId, me), ...visible)).orderBy(asc(likes.createdAt)),
    db.select().from(swipePasses).where(eq(swipePasses.swiperId, me)).orderBy(asc(swipePasses.passedAt)),
    db.select().from(blocks).where(eq(blocks.blockerId, me)).orderBy(asc(blocks.createdAt)),
  ]);
  const givenIds = given.map((g) => g.id);
  const seen = givenIds.length
    ? new Map((await db.select({ id: profiles.id, name: profiles.name }).from(profiles).where(and(inArray(profiles.id, givenIds), ...visible))).map((r) => [r.id, r.name]))
    : new Map<number, string>();
  const blockedNames = await namesOf(db, blocked.map((b) => b.blockedId), deletedMember);
  return {
    files: {
      'likes.json': {
        given: given.map((g) => ({ profile_id: g.id, name: seen.get(g.id) ?? null, source: g.source, liked_at: iso(g.at) })),
        received: received.map((r) => ({ profile_id: r.id, name: r.name, liked_at: iso(r.at) })),
        swipe_passes: passed.map((p) => ({ profile_id: p.profileId, passed_at: iso(p.passedAt) })),
      },
      'blocks.json': blocked.map((b) => ({ profile_id: b.blockedId, name: blockedNames.get(b.blockedId) ?? null, blocked_at: iso(b.createdAt) })),
    },
    media: [],
  };
}

/** reports.json: the member's reports of profiles or messages and the complaints they filed while logged in. */
export async function reportsPart(db: DbOrTx, auth: AuthenticatedSession): Promise<ExportPart> {
  const [made, filed] = await Promise.all([
    db.select().from(reports).where(eq(reports.reporterProfileId, auth.profile.id)).orderBy(asc(reports.createdAt)),
    db.select().from(complaints).where(eq(complaints.userId, auth.user.id)).orderBy(asc(complaints.createdAt)),
  ]);
  return {
    files: {
      'reports.json': {
        reports: made.map((r) => ({ profile_id: r.profileId, message_id: r.messageId, reason: r.reason, text: r.text, status: r.status, reported_at: iso(r.createdAt) })),
        complaints: filed.map((c) => ({
          reference: c.reference, name: c.name, email: c.email, category: c.category, subject: c.subject, message: c.message, status: c.status, filed_at: iso(c.createdAt),
        })),
      },
    },
    media: [],
  };
}
