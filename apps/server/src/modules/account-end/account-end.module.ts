import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { accountEndRoutes } from './account-end.routes.js';
import { eraseDeletedAccountsHandler } from './erase-deleted-accounts.js';
import { reactivationMailHandler, reactivationMailJob } from './reactivation-mail.job.js';

/** The account's end: deletion (with its reactivation mail), reactivation, erasure 14 days later, and the data export. */
export const accountEndModule = defineModule({
  name: 'account-end',
  routes: accountEndRoutes,
  jobs: (deps) => [reactivationMailHandler(deps), eraseDeletedAccountsHandler(deps)],
  subscribers: ({ jobs }) => [
    on({
      event: 'account.deleted', name: 'mail.reactivation',
      inTransaction: (e, { tx }) => jobs.send(reactivationMailJob, { v: 1, tokenId: e.payload.reactivationTokenId }, tx),
    }),
  ],
});
