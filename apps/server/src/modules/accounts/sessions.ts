import { and, eq, gt, ne } from 'drizzle-orm';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@app/shared';
import { photos, profiles, sessions, users } from '../../db/schema/index.js';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import type { AppDeps, AuthenticatedSession, SessionStore } from '../../kernel/deps.js';
import { withTx, type TxScope } from '../../kernel/tx.js';

export type { AuthenticatedSession } from '../../kernel/deps.js';

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

/** Ends one session (logout, a new login on this device); every instance forgets it once committed. */
export async function endSession(scope: TxScope, session: { idHash: string; userId: number }) {
  await scope.tx.delete(sessions).where(eq(sessions.idHash, session.idHash));
  await scope.events.record('sessions.ended', { userId: session.userId, idHashes: [session.idHash] });
}

/** GET /api/logout.php: ends this device's session. */
export async function logOut(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession) {
  await withTx(deps, (tx, events) => endSession({ tx, events }, { idHash: auth.idHash, userId: auth.user.id }));
}

/** Ends every session of a member, optionally but one (the device that changed the password). */
export async function endAllSessions(scope: TxScope, userId: number, exceptIdHash?: string) {
  await scope.tx.delete(sessions).where(exceptIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
    : eq(sessions.userId, userId));
  await scope.events.record('sessions.ended', { userId, idHashes: 'all' });
}

/** How long a looked-up session is reused without asking the database; changes invalidate it before that. */
export const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 50_000;
export const SESSION_INVALIDATION_CHANNEL = 'sessions.invalidate';
export type SessionInvalidation = { userId: number } | { idHash: string };

export interface CachedSessionStore extends SessionStore {
  /** Drops cached sessions here and, through the bus, on every other instance. */
  invalidate(what: SessionInvalidation): Promise<void>;
  start(): Promise<void>;
}

interface Entry { session: AuthenticatedSession; expiresAt: number; cachedUntil: number; lastSeenAt: number }

/**
 * Cookie -> member. Every request needs it, so a looked-up session is kept in memory for a short while: logout,
 * password change, ban or deletion (event sessions.ended) and any change of the member's own rows (credits,
 * profile, photos) drop it at once on this instance and, through the bus (Redis with REDIS_URL), on the others.
 * A session belongs to one site: the same cookie on another site finds nothing.
 */
export function createSessionStore(db: Db, clock: Clock, bus: Bus): CachedSessionStore {
  const cache = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  // A lookup that was under way when its member or session was invalidated does not store its (maybe stale) row.
  // Invalidations are remembered per member and per session (not one global counter: under message load every
  // send invalidates its sender, and a global counter would keep every other member's lookup from being cached).
  let tick = 0;
  const invalidatedAt = new Map<string, number>();
  let forgottenBefore = 0;
  const pruneInvalidations = () => {
    // A lookup takes milliseconds; ticks older than the last 10,000 invalidations are dropped and a lookup that
    // started before them is simply not cached.
    if (invalidatedAt.size < 20_000) return;
    forgottenBefore = tick - 10_000;
    for (const [key, at] of invalidatedAt) if (at < forgottenBefore) invalidatedAt.delete(key);
  };
  const stillFresh = (startedAt: number, userId: number, idHash: string) =>
    startedAt >= forgottenBefore && (invalidatedAt.get(`u${userId}`) ?? -1) < startedAt && (invalidatedAt.get(idHash) ?? -1) < startedAt;

  const drop = (idHash: string) => {
    const entry = cache.get(idHash);
    if (!entry) return;
    cache.delete(idHash);
    byUser.get(entry.session.user.id)?.delete(idHash);
  };
  const forget = (what: SessionInvalidation) => {
    tick++;
    invalidatedAt.set('idHash' in what ? what.idHash : `u${what.userId}`, tick);
    pruneInvalidations();
    if ('idHash' in what) return drop(what.idHash);
    for (const idHash of byUser.get(what.userId) ?? []) drop(idHash);
    byUser.delete(what.userId);
  };
  const remember = (session: AuthenticatedSession, expiresAt: Date, lastSeenAt: Date, now: number) => {
    if (cache.size >= SESSION_CACHE_MAX) drop(cache.keys().next().value!);
    cache.set(session.idHash, { session, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime(), cachedUntil: now + SESSION_CACHE_MS });
    let set = byUser.get(session.user.id);
    if (!set) byUser.set(session.user.id, (set = new Set()));
    set.add(session.idHash);
  };

  async function load(idHash: string, siteId: number, now: Date) {
    const [row] = await db.select({ session: sessions, user: users, profile: profiles, mainPhoto: photos }).from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .where(and(eq(sessions.idHash, idHash), eq(sessions.siteId, siteId), gt(sessions.expiresAt, now), ne(users.status, 'deleted')))
      .limit(1);
    return row ?? null;
  }

  /** Search orders by recent activity and shows "online recently": once per five minutes is precise enough. */
  async function touch(idHash: string, profileId: number, now: Date) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.id, profileId));
  }

  return {
    async authenticate(token, siteId) {
      if (!token || token.length > 100) return null;
      const idHash = hashToken(token);
      const now = clock.now();
      const hit = cache.get(idHash);
      if (hit && hit.cachedUntil > now.getTime() && hit.expiresAt > now.getTime() && hit.session.user.siteId === siteId) {
        if (now.getTime() - hit.lastSeenAt > TOUCH_EVERY_MS) {
          hit.lastSeenAt = now.getTime();
          await touch(idHash, hit.session.profile.id, now);
        }
        return hit.session;
      }
      const startedAt = ++tick;
      const row = await load(idHash, siteId, now);
      if (!row) return null;
      const session: AuthenticatedSession = { idHash, user: row.user, profile: row.profile, mainPhoto: row.mainPhoto };
      let lastSeenAt = row.session.lastSeenAt;
      if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await touch(idHash, row.profile.id, now);
        lastSeenAt = now;
      }
      if (stillFresh(startedAt, row.user.id, idHash)) remember(session, row.session.expiresAt, lastSeenAt, now.getTime());
      return session;
    },
    async invalidate(what) {
      forget(what);
      await bus.publish(SESSION_INVALIDATION_CHANNEL, what);
    },
    async start() {
      await bus.subscribe(SESSION_INVALIDATION_CHANNEL, (message) => forget(message as SessionInvalidation));
    },
  };
}
