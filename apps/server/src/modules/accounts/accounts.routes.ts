import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginBodySchema, mailChangeBodySchema, okResponseSchema, passwordChangeBodySchema, passwordResetBodySchema,
  passwordResetQuerySchema, passwordResetRequestBodySchema, pushSubscriptionBodySchema, resendActivationQuerySchema, signupBodySchema, tokenQuerySchema,
  updateUserBodySchema, userPostQuerySchema, userResponseSchema,
} from '@app/shared';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/deps.js';
import { requireAuth } from '../../http/context.js';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.js';
import { activateAccount } from './activate-account.js';
import { changePassword } from './change-password.js';
import { confirmEmailChange, requestEmailChange } from './change-email.js';
import { removePushSubscription, savePushSubscription } from '../notifications/push-subscriptions.js';
import { logIn } from './log-in.js';
import { presentUser } from './present-user.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendActivation } from './resend-activation.js';
import { resetPassword } from './reset-password.js';
import { visitorTracking } from '../tracking/visitor-tracking.js';
import { logOut } from './sessions.js';
import { signUp } from './sign-up.js';
import { updateUser } from './update-user.js';

const perIp = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } });

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => deps.clock.now();

  r.post('/api/signup.php', {
    schema: { body: signupBodySchema, response: { 201: userResponseSchema } },
    config: perIp(deps.config.signupsPerHourPerIp, 60),
  }, async (request, reply) => {
    const result = await signUp(deps, { site: request.site, body: request.body, locale: request.locale, country: request.geoCountry, tracking: visitorTracking(request) });
    setSessionCookie(request, reply, result.sessionToken);
    return reply.status(201).send({ user: presentUser({ ...result, mainPhoto: null }, today()) });
  });

  r.get('/api/activate.php', {
    schema: { querystring: tokenQuerySchema },
    config: perIp(30, 15),
  }, async (request, reply) => {
    const result = request.query.token
      ? await activateAccount(deps, { site: request.site, token: request.query.token, auth: request.auth })
      : { kind: 'failed' as const };
    if (result.kind === 'failed') return reply.redirect('/activate/error', 302);
    if (result.kind === 'activated') setSessionCookie(request, reply, result.sessionToken);
    return reply.redirect('/activate/done', 302);
  });

  r.post('/api/activate.php', {
    schema: { querystring: resendActivationQuerySchema, response: { 200: okResponseSchema } },
    config: perIp(5, 60),
  }, async (request) => {
    await resendActivation(deps, requireAuth(request));
    return { ok: true as const };
  });

  r.post('/api/user.php', {
    schema: { querystring: userPostQuerySchema, body: z.unknown(), response: { 200: z.union([userResponseSchema, okResponseSchema]) } },
    // Logins count per address; a page saving its push subscription (on every visit) counts per member, apart from them.
    config: { rateLimit: { ...perIp(30, 15).rateLimit, keyGenerator: (request) => ((request.query as { push?: string }).push && request.auth ? `push:${request.auth.user.id}` : request.ip) } },
  }, async (request, reply) => {
    // Spec 7: the same address with ?push=1 saves (or, with null, removes) this browser's push subscription.
    if (request.query.push) {
      const auth = requireAuth(request);
      const { subscription, endpoint } = pushSubscriptionBodySchema.parse(request.body);
      if (subscription) await savePushSubscription(deps, auth, subscription);
      else await removePushSubscription(deps, auth, endpoint);
      return { ok: true as const };
    }
    const result = await logIn(deps, { site: request.site, body: loginBodySchema.parse(request.body), ip: request.ip, auth: request.auth });
    setSessionCookie(request, reply, result.sessionToken);
    return { user: presentUser(result, today()) };
  });

  r.get('/api/user.php', { schema: { response: { 200: userResponseSchema } } }, async (request, reply) => {
    const auth = requireAuth(request);
    reply.header('cache-control', 'no-store');
    return { user: presentUser(auth, today()) };
  });

  r.put('/api/user.php', { schema: { body: updateUserBodySchema, response: { 200: userResponseSchema } } }, async (request) => {
    const auth = requireAuth(request);
    const user = await updateUser(deps, auth, request.body);
    return { user: presentUser({ ...auth, user }, today()) };
  });

  r.get('/api/logout.php', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    if (request.auth) await logOut(deps, request.auth);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  r.post('/api/password-reset.php', {
    schema: { querystring: passwordResetQuerySchema, body: z.unknown(), response: { 200: okResponseSchema } },
    config: perIp(10, 60),
  }, async (request) => {
    if (request.query.do) {
      const body = passwordResetBodySchema.parse(request.body);
      await resetPassword(deps, { site: request.site, token: body.token, password: body.password });
    } else {
      const body = passwordResetRequestBodySchema.parse(request.body);
      await requestPasswordReset(deps, { site: request.site, email: body.email });
    }
    return { ok: true as const };
  });

  r.post('/api/password.php', {
    schema: { body: passwordChangeBodySchema, response: { 200: okResponseSchema } },
    config: perIp(10, 15),
  }, async (request) => {
    await changePassword(deps, requireAuth(request), { oldPassword: request.body.old_password, password: request.body.password });
    return { ok: true as const };
  });

  r.post('/api/mail-change.php', {
    schema: { body: mailChangeBodySchema, response: { 200: okResponseSchema } },
    config: perIp(10, 60),
  }, async (request) => {
    await requestEmailChange(deps, requireAuth(request), request.body.email);
    return { ok: true as const };
  });

  r.get('/api/mail-change.php', {
    schema: { querystring: tokenQuerySchema },
    config: perIp(30, 15),
  }, async (request, reply) => {
    const ok = request.query.token ? await confirmEmailChange(deps, { site: request.site, token: request.query.token }) : false;
    return reply.redirect(ok ? '/mail-change/do' : '/mail-change/do?error=link_invalid', 302);
  });
}
