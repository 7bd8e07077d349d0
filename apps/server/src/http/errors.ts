import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_PARAMS, hasKey, translate, type Params } from '@app/shared/i18n';
import { DEFAULT_LOCALE } from '@app/shared';

/** A refusal a member should read: a catalogue code (errors.<code>), an HTTP status, and what to fill in. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly extra: { field?: string; params?: Params; suggestion?: string | null; link?: string; headers?: Record<string, string> } = {},
  ) {
    super(code);
  }
}

function localisedError(request: FastifyRequest, code: string, extra: AppError['extra'] = {}) {
  const locale = request.locale ?? DEFAULT_LOCALE;
  const params = { ...ERROR_PARAMS[code], ...extra.params };
  let message = translate(locale, `errors.${code}`, params);
  if (extra.suggestion) message += `. ${translate(locale, 'errors.did_you_mean', { suggestion: extra.suggestion })}`;
  return {
    code,
    message,
    ...(extra.field ? { field: extra.field } : {}),
    ...(extra.suggestion ? { suggestion: extra.suggestion } : {}),
    ...(extra.link ? { link: extra.link } : {}),
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: AppError) {
  if (err.extra.headers) reply.headers(err.extra.headers);
  const error = localisedError(request, err.code, err.extra);
  // The spec's logout signal rides on every 403 for a missing session.
  const body = err.code === 'authentication_required' ? { authentication_required: true, error } : { error };
  return reply.status(err.status).type('application/json').send(body);
}

/** A schema issue whose message is a catalogue code becomes that error; anything else the generic one. */
function validationError(message: string, path: string[], suggestion: string | null) {
  const code = hasKey(`errors.${message}`) ? message : 'validation';
  return new AppError(400, code, { field: path[0], suggestion });
}

/** Turns every thrown error into {error: {code, message, field?}}; nothing internal leaks. */
export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) return sendError(request, reply, err);
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
    return sendError(request, reply, new AppError(429, 'rate_limited', { params: { seconds } }));
  }
  if (err.statusCode === 415 || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendError(request, reply, new AppError(415, 'json_required'));
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return sendError(request, reply, new AppError(err.statusCode, err.statusCode === 404 ? 'not_found' : 'validation'));
  }
  request.log.error({ err }, 'unhandled error');
  return sendError(request, reply, new AppError(500, 'generic'));
}
