import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import type { DomainEvents, EventName } from '../../kernel/events.js';
import { accountMailHandler, accountMailJob, type AccountMailJob } from './account-mail.job.js';
import { devMailRoutes } from './dev-mail.routes.js';

/**
 * Account mails follow account events. The job is queued inside the transaction that records the event, so a mail
 * exists exactly when its change was committed, and survives restarts (pg-boss retries failed sends).
 */
export const mailModule = defineModule({
  name: 'mail',
  routes: async (app, deps) => { if (!deps.config.isProduction) await devMailRoutes(app, deps); },
  jobs: (deps) => [accountMailHandler(deps)],
  subscribers: ({ jobs }) => {
    const queue = <N extends EventName>(event: N, job: (payload: DomainEvents[N]) => AccountMailJob) =>
      on({ event, name: `mail.${event}`, inTransaction: (e, { tx }) => jobs.send(accountMailJob, job(e.payload), tx) });
    return [
      queue('member.signed_up', (p) => ({ v: 1, kind: 'activation', tokenId: p.activationTokenId })),
      queue('activation.requested', (p) => ({ v: 1, kind: 'activation', tokenId: p.tokenId })),
      queue('password_reset.requested', (p) => ({ v: 1, kind: 'password_reset', tokenId: p.tokenId })),
      queue('email_change.requested', (p) => ({ v: 1, kind: 'mail_change', tokenId: p.tokenId })),
      queue('password.changed', (p) => ({ v: 1, kind: 'password_changed', userId: p.userId })),
    ];
  },
});
