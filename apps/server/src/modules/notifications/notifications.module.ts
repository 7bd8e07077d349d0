import { defineModule } from '../../kernel/module.js';
import type { AppDeps } from '../../kernel/deps.js';
import { notificationJobHandlers } from './notification-jobs.js';
import { notificationMailHandler } from './notification-mail.job.js';
import { notificationMailTriggers } from './notification-mail-triggers.js';
import { notificationRoutes } from './notifications.routes.js';
import { recordDeliveryProblems } from './record-delivery-problems.js';

/** An SMTP server that refuses an address for good (5xx to RCPT TO) is a hard bounce we saw ourselves. */
function stopMailingRefusedAddresses(deps: AppDeps) {
  deps.mailer.onPermanentFailure(async (failure) => {
    try {
      await recordDeliveryProblems(deps, [{ type: 'smtp_rejected', email: failure.to, hard: true, occurredAt: deps.clock.now(), detail: String(failure.responseCode) }]);
    } catch (err) {
      // Losing this only means the next mail to the address is refused again and recorded then.
      console.error('[notifications] could not record an SMTP refusal', err);
    }
  });
}

/**
 * Notification settings (GET/PUT /api/notifications.php), the one-click unsubscribe (/api/unsubscribe.php) and
 * delivery problems (/api/mail-events.php, SMTP refusals). Senders ask notificationAllowed() before every notification.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: notificationRoutes,
  // Mails are sent by jobs; this runs once per app while job handlers are wired (createDeps), before any worker runs.
  jobs: (deps) => {
    stopMailingRefusedAddresses(deps);
    return [notificationMailHandler(deps), ...notificationJobHandlers(deps)];
  },
  // Messages and likes queue their notification mail in their own transaction.
  subscribers: (deps) => notificationMailTriggers(deps),
});
