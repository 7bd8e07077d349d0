import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from '@app/shared';

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(AUTH_COOKIE_NAME, token, { ...cookieOptions(request), maxAge: AUTH_COOKIE_MAX_AGE_SECONDS });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(AUTH_COOKIE_NAME, cookieOptions(request));
}
