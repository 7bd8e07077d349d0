import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@app/shared';
import { createLocalStorage, type Storage } from './platform/storage.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { withDemoPhotos } from './modules/profiles/demo-photos.js';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from './config.js';
import { openDatabase, type Database, type Db } from './platform/db.js';
import { createJobs, type Jobs } from './platform/jobs.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createGeoIp, type GeoIp } from './platform/geoip.js';
import { systemClock, type Clock } from './platform/clock.js';
import { errorHandler, AppError } from './http/errors.js';
import { requestContext } from './http/context.js';
import { checkSameOrigin, securityHeaders } from './http/security.js';
import { serveWebApp } from './http/web-app.js';
import { createSiteResolver, type SiteResolver } from './modules/sites/site-resolver.js';
import { siteRoutes } from './modules/sites/sites.routes.js';
import { createSessions, type Sessions } from './modules/accounts/sessions.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { complaintRoutes } from './modules/complaints/complaints.routes.js';
import { complaintMailQueue } from './modules/complaints/complaint-mail.job.js';
import { webMetaRoutes } from './modules/sites/web-meta.routes.js';
import { accountMailQueue } from './modules/mail/account-mail.job.js';
import { devMailRoutes } from './modules/mail/dev-mail.routes.js';

/** Everything a route or use case may need; built once at boot (or per test). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  sites: SiteResolver;
  sessions: Sessions;
  geoip: GeoIp;
  clock: Clock;
  redis: Redis | null;
  storage: Storage;
  close(): Promise<void>;
}

export async function createDeps(config: Config, overrides: { clock?: Clock; pglite?: PGlite } = {}): Promise<AppDeps> {
  const clock = overrides.clock ?? systemClock;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pglite: overrides.pglite });
  const jobs = await createJobs(database, { databaseUrl: config.databaseUrl, pollSeconds: config.isProduction ? 2 : 1 });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const sites = createSiteResolver(database.db, { defaultSite: config.defaultSite });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const deps: AppDeps = {
    config, database, db: database.db, jobs, mailer, sites, clock, redis,
    storage: withDemoPhotos(createLocalStorage(path.join(config.dataDir, 'media'))),
    sessions: createSessions(database.db, clock),
    geoip: createGeoIp({ header: config.geoipHeader, trustProxy: config.trustProxy }),
    async close() {
      await jobs.stop();
      mailer.close();
      redis?.disconnect();
      await database.close();
    },
  };
  await jobs.register(complaintMailQueue({ db: database.db, mailer, sites, mailFrom: config.mailFrom }));
  await jobs.register(accountMailQueue({ db: database.db, clock, mailer, sites, publicUrl: config.publicUrl, mailFrom: config.mailFrom }));
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
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(cookie);
  await app.register(multipart, { limits: { files: 1, fileSize: PHOTO_MAX_BYTES, fields: 5 } });
  // Pages and API answers; built assets are sent precompressed (see apps/web/scripts/precompress.mjs).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  await securityHeaders(app);
  await app.register(rateLimit, { global: false, ...(deps.redis ? { redis: deps.redis, nameSpace: 'ratelimit:' } : {}) });
  await app.register(requestContext, deps);
  app.addHook('onRequest', async (request) => checkSameOrigin(request));

  await app.register(async (scope) => {
    await siteRoutes(scope, deps);
    await accountRoutes(scope, deps);
    await complaintRoutes(scope, deps);
    await profileRoutes(scope, deps);
    await webMetaRoutes(scope);
    if (!deps.config.isProduction) await devMailRoutes(scope, deps);
  });
  const servePage = await serveWebApp(app, deps);
  app.setNotFoundHandler(async (request, reply) => {
    if (servePage && await servePage(request, reply)) return reply;
    throw new AppError(404, 'not_found');
  });
  return app;
}
