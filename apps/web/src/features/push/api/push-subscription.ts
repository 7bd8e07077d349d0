import type { PushSubscriptionBody } from '@app/shared/contracts/push';
import { answers, apiRequest } from '../../../lib/api';

/** POST /api/user.php?push=1 (spec 7): the subscription for the logged-in member, or null to remove this device's. */
export const postPushSubscription = (body: PushSubscriptionBody) =>
  apiRequest<{ ok: true }>('api/user.php', { method: 'POST', query: { push: '1' }, body, schema: answers.ok });

/** The browser's PushSubscription as the call's JSON (the shape the server checks with its schema). */
export const subscriptionJson = (subscription: PushSubscription) =>
  subscription.toJSON() as NonNullable<PushSubscriptionBody['subscription']>;
