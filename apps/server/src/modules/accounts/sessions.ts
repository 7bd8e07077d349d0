import type { FastifyRequest } from 'fastify';
import { and, eq, gt, ne } from 'drizzle-orm';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from '@app/shared';
import { profiles, sessions, users, type ProfileRow, type UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { hashToken, newToken } from '../../platform/tokens.js';

export interface AuthenticatedSession { idHash: string; user: UserRow; profile: ProfileRow }

const TOUCH_EVERY_MS = 5 * 60_000;

/** Starts a session; the caller sets the returned token as the cookie. */
export async function startSession(tx: DbOrTx, clock: Clock, user: { id: number; siteId: number }): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await tx.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.userId, user.id));
  await tx.insert(sessions).values({
    idHash: hashToken(token),
    userId: user.id,
    siteId: user.siteId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_SECONDS * 1000),
  });
  return token;
}

export async function endSession(tx: DbOrTx, idHash: string) {
  await tx.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a member, optionally but one (the device that changed the password). */
export async function endAllSessions(tx: DbOrTx, userId: number, exceptIdHash?: string) {
  await tx.delete(sessions).where(exceptIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
    : eq(sessions.userId, userId));
}

export interface Sessions { authenticate(request: FastifyRequest): Promise<AuthenticatedSession | null> }

/** Reads the cookie; a session belongs to one site, so the same cookie on another site finds nothing. */
export function createSessions(db: Db, clock: Clock): Sessions {
  return {
    async authenticate(request) {
      const token = request.cookies[AUTH_COOKIE_NAME];
      if (!token || token.length > 100) return null;
      const idHash = hashToken(token);
      const now = clock.now();
      const [row] = await db.select().from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(sessions.idHash, idHash), eq(sessions.siteId, request.site.id), gt(sessions.expiresAt, now), ne(users.status, 'deleted')))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.sessions.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
        // Search orders by recent activity and shows "online recently"; five minutes is precise enough for both.
        await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.id, row.profiles.id));
      }
      return { idHash, user: row.users, profile: row.profiles };
    },
  };
}
