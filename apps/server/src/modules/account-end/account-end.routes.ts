import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeleteBodySchema, dataExportBodySchema, okResponseSchema, retentionDiscountResponseSchema, tokenQuerySchema,
} from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { perMemberKey, requireAuth } from '../../http/context.js';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.js';
import { claimRetentionDiscount } from './claim-retention-discount.js';
import { deleteAccount } from './delete-account.js';
import { exportAccount } from './export-account.js';
import { reactivateAccount } from './reactivate-account.js';

const perIp = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } });

export async function accountEndRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Deleting and exporting check the password: limited per member too, so a borrowed session cannot be used to guess it.
  const perMember = (name: string, max: number, minutes: number) => app.rateLimit({
    max, timeWindow: minutes * 60_000, keyGenerator: perMemberKey(name),
  });

  r.post('/api/account-delete.php', {
    schema: { body: accountDeleteBodySchema, response: { 200: okResponseSchema } },
    config: perIp(10, 15),
    onRequest: perMember('account-delete', 5, 15),
  }, async (request, reply) => {
    await deleteAccount(deps, requireAuth(request), request.body);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  // The mailed link: a guessable-looking URL that anyone can call, so few per address.
  r.get('/api/reactivate.php', {
    schema: { querystring: tokenQuerySchema },
    config: perIp(30, 15),
  }, async (request, reply) => {
    const result = request.query.token
      ? await reactivateAccount(deps, { site: request.site, token: request.query.token, auth: request.auth })
      : { kind: 'failed' as const };
    if (result.kind === 'failed') return reply.redirect('/activate/error', 302);
    setSessionCookie(request, reply, result.sessionToken);
    return reply.redirect('/members', 302);
  });

  // The answer is the archive itself, streamed. Costly (every photo is read from storage): the use case allows
  // DATA_EXPORTS_PER_DAY per member; these limits are for password guessing.
  r.post('/api/export.php', {
    schema: { body: dataExportBodySchema },
    config: perIp(10, 60),
    onRequest: perMember('export', 10, 60),
  }, async (request, reply) => {
    const { filename, archive } = await exportAccount(deps, { site: request.site, auth: requireAuth(request), body: request.body, locale: request.locale });
    return reply
      .headers({ 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' })
      .send(archive);
  });

  // Creates at most one code per member; limited anyway, it writes to the discounts table.
  r.post('/api/retention-discount.php', {
    schema: { response: { 200: retentionDiscountResponseSchema } },
    config: perIp(10, 60),
  }, async (request) => ({ discount: await claimRetentionDiscount(deps, request.site, requireAuth(request)) }));
}
