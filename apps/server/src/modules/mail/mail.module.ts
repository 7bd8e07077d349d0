import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { accountMailHandler, accountMailJob } from './account-mail.job.js';
import { devMailRoutes } from './dev-mail.routes.js';

/**
 * Account mails follow account events. The job is queued inside the transaction that records the event, so a mail
 * exists exactly when its change was committed, and survives restarts (pg-boss retries failed sends).
 */
export const mailModule = defineModule({
  name: 'mail',
  routes: async (app, deps) => { if (!deps.config.isProduction) await devMailRoutes(app, deps); },
  jobs: (deps) => [accountMailHandler(deps)],
  subscribers: ({ jobs }) => [
    on({ event: 'member.signed_up', name: 'mail.activation', inTransaction: (e, { tx }) => jobs.send(accountMailJob, { v: 1, kind: 'activation', tokenId: e.payload.activationTokenId }, tx) }),
    on({ event: 'activation.requested', name: 'mail.activation', inTransaction: (e, { tx }) => jobs.send(accountMailJob, { v: 1, kind: 'activation', tokenId: e.payload.tokenId }, tx) }),
    on({ event: 'password_reset.requested', name: 'mail.password_reset', inTransaction: (e, { tx }) => jobs.send(accountMailJob, { v: 1, kind: 'password_reset', tokenId: e.payload.tokenId }, tx) }),
    on({ event: 'email_change.requested', name: 'mail.mail_change', inTransaction: (e, { tx }) => jobs.send(accountMailJob, { v: 1, kind: 'mail_change', tokenId: e.payload.tokenId }, tx) }),
    on({ event: 'password.changed', name: 'mail.password_changed', inTransaction: (e, { tx }) => jobs.send(accountMailJob, { v: 1, kind: 'password_changed', userId: e.payload.userId }, tx) }),
  ],
});
