import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { devPayRoutes } from './dev-pay.routes.js';
import { paymentJobHandlers, paymentReconcileJob, receiptMailJob } from './payment-jobs.js';
import { paymentRoutes } from './payments.routes.js';

export const paymentsModule = defineModule({
  name: 'payments',
  routes: async (app, deps) => {
    await paymentRoutes(app, deps);
    await devPayRoutes(app, deps);
  },
  jobs: (deps) => paymentJobHandlers(deps),
  subscribers: ({ jobs }) => [
    // The receipt is queued with the credits, in the same transaction: a completed payment always gets its mail.
    on({ event: 'payment.completed', name: 'mail.receipt', inTransaction: (e, { tx }) => jobs.send(receiptMailJob, { v: 1, paymentId: e.payload.paymentId }, tx) }),
  ],
  // After a start (maybe after a crash), every open payment is asked about at once, not only those due.
  start: async ({ jobs }) => { await jobs.send(paymentReconcileJob, { all: true }); },
});
