import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mailEventsBodySchema, mailEventsResponseSchema, notificationsResponseSchema, notificationsUpdateBodySchema, unsubscribeQuerySchema,
} from '@app/shared';
import { pickLocale } from '@app/shared/i18n';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { requireAuth } from '../../http/context.js';
import { getNotificationSettings } from './get-notification-settings.js';
import { hasMailEventsSecret } from './mail-events-secret.js';
import { recordDeliveryProblems } from './record-delivery-problems.js';
import { unsubscribeByLink } from './unsubscribe-by-link.js';
import { updateNotificationSettings } from './update-notification-settings.js';
import { renderUnsubscribePage } from './unsubscribe-page.js';
import { verifyUnsubscribeToken } from './unsubscribe.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const noStore = { 'cache-control': 'no-store' };

export async function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/notifications.php', { schema: { response: { 200: notificationsResponseSchema } } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.headers(noStore).send(await getNotificationSettings(deps.db, auth.user.id));
  });

  // Each switch saves at once, so a member flips a few in a row; a script flipping hundreds is not a member.
  r.put('/api/notifications.php', {
    schema: { body: notificationsUpdateBodySchema, response: { 200: notificationsResponseSchema } },
    config: perMinute(60),
  }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.headers(noStore).send(await updateNotificationSettings(deps, { userId: auth.user.id, body: request.body }));
  });

  await app.register(async (scope) => {
    // RFC 8058: mail clients post `List-Unsubscribe=One-Click` form-encoded; only this scope accepts forms.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const answer = async (request: FastifyRequest, reply: FastifyReply, unsubscribe: boolean) => {
      const query = unsubscribeQuerySchema.safeParse(request.query);
      const link = query.success ? await verifyUnsubscribeToken(deps.db, request.site.id, query.data.token) : null;
      const send = (status: number, locale: typeof request.locale, page: Parameters<typeof renderUnsubscribePage>[2]) =>
        reply.status(status).headers(noStore).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8')
          .send(renderUnsubscribePage(locale, request.site.name, page));
      if (!link) return send(404, request.locale, { kind: 'invalid' });
      const locale = pickLocale(link.language, request.site.domainLanguage);
      if (!unsubscribe) return send(200, locale, { kind: 'confirm', type: link.type, token: query.data!.token });
      await unsubscribeByLink(deps, link);
      return send(200, locale, { kind: 'done', type: link.type });
    };
    // Scanners and previews follow links in mails: a GET only asks; the token is unguessable, the limit is for cost.
    scope.get('/api/unsubscribe.php', { config: perMinute(120) }, (request, reply) => answer(request, reply, false));
    // Large mailbox providers post one-click unsubscribes from few addresses, hence a generous limit.
    scope.post('/api/unsubscribe.php', { config: perMinute(600) }, (request, reply) => answer(request, reply, true));
  });

  // The mail provider's bounces and spam complaints. Off (404) until MAIL_EVENTS_SECRET is set; wrong secrets are limited.
  r.post('/api/mail-events.php', {
    schema: { body: mailEventsBodySchema, response: { 200: mailEventsResponseSchema } },
    config: perMinute(120),
    // After the rate limit (onRequest), before the body is even parsed: without the secret there is nothing to read.
    preParsing: async (request) => {
      const secret = deps.config.mailEventsSecret;
      if (!secret) throw new DomainError('not_found');
      if (!hasMailEventsSecret(request.headers.authorization, secret)) throw new DomainError('request_refused');
    },
  }, async (request) => {
    const now = deps.clock.now();
    await recordDeliveryProblems(deps, request.body.events.map((e) => ({
      type: e.type, email: e.email, hard: e.hard ?? true, occurredAt: e.occurred_at ? new Date(e.occurred_at) : now,
    })));
    return { accepted: request.body.events.length };
  });
}
