import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_PARAMS, hasKey, translate } from '@app/shared/i18n';
import { DEFAULT_LOCALE } from '@app/shared';
import { DomainError } from '../kernel/errors.js';

/**
 * The only place where a domain error becomes HTTP: its status. A code not listed is a 400 (the member's input).
 */
const STATUS_OF: Record<string, number> = {
  login_failed: 401, console_auth_required: 401, console_login_failed: 401,
  insufficient_credits: 402,
  direct_debit_blocked: 403, direct_debit_limit: 403, package_unknown: 404,
  direct_debit_not_verified: 409, repeat_order_unavailable: 409,
  console_locked: 409, console_lock_lost: 409, console_not_waiting: 409,
  sms_limit: 429,
  provider_unavailable: 503,
  account_banned: 403, spending_paused: 403, console_refund_limit: 403, console_already_done: 409, console_already_decided: 409,
  console_forbidden: 403, authentication_required: 403, login_to_like: 403, like_invisible: 403, blocked_by_member: 403, blocked: 403, blocked_by_me: 403, conversation_limit: 403, request_refused: 403, signups_closed: 403, premium_only: 403,
  not_found: 404, email_not_found: 404, geocode_failed: 404, unknown_site: 404,
  account_deleted: 409, already_active: 409, fictional_notice: 409, email_taken: 409, photo_private_main: 409, photo_limit_free: 409, photo_limit_premium: 409,
  signup_photo_missing: 422, signup_location_missing: 422, signup_personal_missing: 422, signup_about_missing: 422, signup_push_missing: 422,
  photo_too_large: 413, body_too_large: 413,
  json_required: 415,
  login_locked: 429, export_limit: 429, swipe_limit: 429, rate_limited: 429, resend_limit: 429, resend_too_soon: 429, reset_limit: 429,
  console_domain_taken: 409, console_staff_email_taken: 409, console_last_admin: 409, console_self_change: 409,
  generic: 500,
};

export const statusOf = (code: string) => STATUS_OF[code] ?? 400;

function localisedError(request: FastifyRequest, err: DomainError) {
  const locale = request.locale ?? DEFAULT_LOCALE;
  const params = { ...ERROR_PARAMS[err.code], ...err.params };
  const { field, suggestion, link } = err.details;
  let message = translate(locale, `errors.${err.code}`, params);
  if (suggestion) message += `. ${translate(locale, 'errors.did_you_mean', { suggestion })}`;
  return { code: err.code, message, ...(field ? { field } : {}), ...(suggestion ? { suggestion } : {}), ...(link ? { link } : {}) };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: DomainError) {
  if (err.details.retryAfterSeconds) reply.header('retry-after', String(err.details.retryAfterSeconds));
  const error = localisedError(request, err);
  // The spec's logout signal rides on every 403 for a missing session, at the top level of the answer.
  const body = err.code === 'authentication_required' ? { authentication_required: true, error } : { error };
  return reply.status(statusOf(err.code)).type('application/json').send(body);
}

/** A schema issue whose message is a catalogue code becomes that error; anything else the generic one. */
function validationError(message: string, path: string[], suggestion: string | null) {
  const code = hasKey(`errors.${message}`) ? message : 'validation';
  return new DomainError(code, {}, { field: path[0], suggestion });
}

/** Turns every thrown error into {error: {code, message, field?}}; nothing internal leaks. */
export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof DomainError) return sendError(request, reply, err);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0]!;
    const suggestion = (first.params as { params?: { suggestion?: string | null } }).params?.suggestion ?? null;
    return sendError(request, reply, validationError(first.message ?? 'validation', first.instancePath.split('/').filter(Boolean), suggestion));
  }
  if (err instanceof ZodError) {
    const first = err.issues[0]!;
    const suggestion = first.code === 'custom' ? (first.params?.suggestion as string | null | undefined) ?? null : null;
    return sendError(request, reply, validationError(first.message, first.path.map(String), suggestion));
  }
  if (err.statusCode === 429) {
    const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
    return sendError(request, reply, new DomainError('rate_limited', { seconds }));
  }
  if (err.statusCode === 415 || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendError(request, reply, new DomainError('json_required'));
  }
  if (err.statusCode === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(request, reply, new DomainError('body_too_large'));
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return sendError(request, reply, new DomainError(err.statusCode === 404 ? 'not_found' : 'validation'));
  }
  request.log.error({ err }, 'unhandled error');
  return sendError(request, reply, new DomainError('generic'));
}
