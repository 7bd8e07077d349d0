import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { accountRoutes } from './accounts.routes.js';
import type { CachedSessionStore } from './sessions.js';

/**
 * Accounts also keep the session cache true: a session that ended is forgotten everywhere, and a member whose own
 * rows changed (credits, profile, photos, language) is read afresh on the next request.
 */
/** Events after which a member's cached session must be read afresh (or, for sessions.ended, is gone). */
const MEMBER_CHANGES = ['sessions.ended', 'member.activated', 'member.updated', 'profile.updated', 'photo.uploaded', 'photo.deleted'] as const;

export const accountsModule = defineModule({
  name: 'accounts',
  routes: accountRoutes,
  subscribers: (deps) => {
    const sessions = deps.sessions as CachedSessionStore;
    const forgetUser = (userId: number) => sessions.invalidate({ userId });
    return [
      ...MEMBER_CHANGES.map((event) => on({ event, name: 'sessions.refresh', afterCommit: (e) => forgetUser(e.payload.userId) })),
      on({ event: 'credits.transferred', name: 'sessions.refresh', afterCommit: (e) => forgetUser(e.payload.userId) }),
    ];
  },
});
