import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { PGlite } from '@electric-sql/pglite';
import { PHOTO_MAX_BYTES } from '@app/shared';
import type { Config } from './config.js';
import type { AppDeps } from './kernel/deps.js';
import { DomainError } from './kernel/errors.js';
import { createEventHub } from './kernel/event-hub.js';
import { createLocalStorage } from './platform/storage.js';
import { openDatabase } from './platform/db.js';
import { createJobs } from './platform/jobs.js';
import { createMailer } from './platform/mail.js';
import { createGeoIp } from './platform/geoip.js';
import { createLocalBus, createRedisBus, type Bus } from './platform/bus.js';
import { systemClock, type Clock } from './platform/clock.js';
import { createPaymentProviders } from './platform/payments/providers.js';
import { createSmsSender } from './platform/sms.js';
import { errorHandler } from './http/errors.js';
import { requestContext } from './http/context.js';
import { checkSameOrigin, refuseNulBytes, securityHeaders } from './http/security.js';
import { MODULES } from './modules/index.js';
import { withDemoPhotos } from './modules/profiles/demo-photos.js';
import { createSiteResolver } from './modules/sites/site-resolver.js';
import { createSessionStore } from './modules/accounts/sessions.js';
import { serveWebApp } from './modules/web/web-app.js';

export type { AppDeps } from './kernel/deps.js';

/** Builds the adapters once (at boot, or per test) and wires every module's jobs and event subscribers. */
export async function createDeps(config: Config, overrides: { clock?: Clock; pglite?: PGlite; cronMonitorSeconds?: number; bus?: Bus } = {}): Promise<AppDeps> {
  const clock = overrides.clock ?? systemClock;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pglite: overrides.pglite });
  const jobs = await createJobs(database, { databaseUrl: config.databaseUrl, pollSeconds: config.isProduction ? 2 : 1, cronMonitorSeconds: overrides.cronMonitorSeconds });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const bus = overrides.bus ?? (redis ? createRedisBus(redis) : createLocalBus());
  const sessions = createSessionStore(database.db, clock, bus);
  await sessions.start();
  const sites = createSiteResolver(database.db, { defaultSite: config.defaultSite, bus });
  await sites.start();
  const deps: AppDeps = {
    config, database, db: database.db, jobs, mailer, clock, redis, bus, sessions,
    events: createEventHub(),
    sites,
    storage: withDemoPhotos(createLocalStorage(path.join(config.dataDir, 'media'))),
    geoip: createGeoIp({ header: config.geoipHeader, trustProxy: config.trustProxy }),
    payments: createPaymentProviders({ ...config.payments, isProduction: config.isProduction }, database.db),
    sms: createSmsSender({ ...config.sms, dataDir: config.dataDir }),
    async close() {
      await jobs.stop();
      mailer.close();
      await bus.close();
      redis?.disconnect();
      await database.close();
    },
  };
  for (const module of MODULES) {
    for (const handler of module.jobs?.(deps) ?? []) await jobs.register(handler);
    for (const subscriber of module.subscribers?.(deps) ?? []) deps.events.subscribe(subscriber);
  }
  return deps;
}

/** Registers every plugin and module; never listens (main.ts does, tests use inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.env === 'test' ? false : {
      level: deps.config.logLevel,
      // Cookies and tokens never reach the log.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: (req) => ({ method: req.method, url: req.url.replace(/token=[^&]+/, 'token=[redacted]'), host: req.hostname }) },
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Presenters build every answer field by field; the tests check each answer against its shared schema, so
  // running that check again on every production request would only cost time (see bench/api-throughput.mjs).
  app.setSerializerCompiler(deps.config.env === 'test' ? serializerCompiler : () => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);

  await app.register(cookie);
  await app.register(multipart, { limits: { files: 1, fileSize: PHOTO_MAX_BYTES, fields: 5 } });
  // Pages and API answers; built assets are sent precompressed (see apps/web/scripts/precompress.mjs).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  await securityHeaders(app);
  await refuseNulBytes(app);
  await app.register(rateLimit, { global: false, ...(deps.redis ? { redis: deps.redis, nameSpace: 'ratelimit:' } : {}) });
  await app.register(requestContext, deps);
  app.addHook('onRequest', async (request) => checkSameOrigin(request));

  await app.register(async (scope) => {
    for (const module of MODULES) await module.routes?.(scope, deps);
  });
  const servePage = await serveWebApp(app, deps);
  // Pages are a route of their own (every other GET): routes get the compression hook, the not-found handler does not.
  if (servePage) {
    app.get('/*', async (request, reply) => {
      if (await servePage(request, reply)) return reply;
      throw new DomainError('not_found');
    });
  }
  app.setNotFoundHandler(async () => { throw new DomainError('not_found'); });
  return app;
}
