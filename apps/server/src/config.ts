import path from 'node:path';
import { z } from 'zod';
import { DEVELOPMENT_SECRETS_KEY } from './platform/secret-box.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();
const url = (protocols: string[]) => z.string().refine(
  (v) => { try { return protocols.includes(new URL(v).protocol); } catch { return false; } },
  { message: `must be a URL starting with ${protocols.join(' or ')}` },
);

/** The browsers' push services (Chrome/Edge/Opera/Samsung: FCM, Firefox: Mozilla, Safari: Apple, legacy Edge: WNS). */
const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com';

/** Every environment variable the server reads, with its default. Parsed once at boot. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().email().optional(),
  PUBLIC_URL: z.string().min(1).optional(),
  DEFAULT_SITE: z.string().min(1).optional(),
  TRUST_PROXY: bool.default(false),
  GEOIP_HEADER: z.string().regex(/^[a-z0-9-]+$/i).optional(),
  SEED_DEMO: bool.optional(),
  PHOTO_AUTO_APPROVE: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(5),
  LOGIN_MAX_FAILURES_TOTAL: positiveInt.default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  LOGIN_LOCK_MINUTES: positiveInt.default(15),
  PASSWORD_RESETS_PER_DAY: positiveInt.default(3),
  SIGNUPS_PER_HOUR_PER_IP: positiveInt.default(10),
  MESSAGES_PER_MINUTE_PER_MEMBER: positiveInt.default(30),
  MESSAGES_PER_MINUTE_PER_IP: positiveInt.default(120),
  PAYMENT_PROVIDER: z.enum(['test', 'mollie']).optional(),
  MOLLIE_API_KEY: z.string().regex(/^(live|test)_[A-Za-z0-9]{20,}$/, { message: 'must be a Mollie API key (live_… or test_…)' }).optional(),
  MOLLIE_API_ENDPOINT: url(['https:']).optional(),
  PAYMENT_WEBHOOK_BASE_URL: url(['http:', 'https:']).optional(),
  SMS_GATEWAY_URL: url(['http:', 'https:']).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  FAILPOINT: z.string().regex(/^[a-z_.]+$/).optional(),
  PUSH_SERVICE_HOSTS: z.string().regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, { message: 'must be host names separated by commas' }).optional(),
  MAIL_EVENTS_SECRET: z.string().min(24, { message: 'must be at least 24 characters' }).optional(),
  SECRETS_KEY: z.string().regex(/^[0-9a-f]{64}$/i, { message: 'must be 32 bytes as 64 hex digits (openssl rand -hex 32)' }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Base URL for links in mails; "{domain}" is replaced by the site's domain. */
  publicUrl: string;
  /** The site that answers a host no site claims; outside production "localhost". */
  defaultSite: string | undefined;
  trustProxy: boolean;
  geoipHeader: string | undefined;
  seedDemo: boolean;
  /** New photos go live at once (development) instead of waiting for moderation. */
  photoAutoApprove: boolean;
  logLevel: Env['LOG_LEVEL'];
  login: { maxFailuresPerAddress: number; maxFailuresTotal: number; windowMinutes: number; lockMinutes: number };
  passwordResetsPerDay: number;
  /** New accounts one address may create per hour (a household or office shares an address; scripts do not pass). */
  signupsPerHourPerIp: number;
  /** Sending limits, so a script cannot flood a profile (a member types far fewer). */
  messageRate: { perMemberPerMinute: number; perIpPerMinute: number };
  payments: {
    provider: 'test' | 'mollie';
    mollie?: { apiKey: string; apiEndpoint?: string };
    /** Where providers reach the webhook; default the site's own address (PUBLIC_URL). "{domain}" is replaced. */
    webhookBaseUrl: string | undefined;
  };
  sms: { gatewayUrl: string | undefined; gatewayToken: string | undefined };
  /** Crash tests only: a named point where the process kills itself (ignored in production). */
  failpoint: string | undefined;
  /** Hosts (and their subdomains) we send web push to: member-given endpoints must be a known push service. */
  pushServiceHosts: string[];
  /** Shared secret of POST /api/mail-events.php (bounces and complaints from the mail provider); unset: endpoint off. */
  mailEventsSecret: string | undefined;
  /** The key that seals stored secrets (staff TOTP secrets; platform/secret-box.ts). */
  secretsKey: Buffer;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    // A secret's value stays out of the message (it goes to the log).
    const shown = (name: string) => (/SECRET|KEY|TOKEN|PASSWORD/.test(name) ? 'a hidden value' : JSON.stringify(cleaned[name]));
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${shown(String(i.path[0]))})`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SMTP_URL) throw new ConfigError('Invalid environment:\n  SMTP_URL: required when NODE_ENV=production');
  if (isProduction && !e.SECRETS_KEY) throw new ConfigError('Invalid environment:\n  SECRETS_KEY: required when NODE_ENV=production (openssl rand -hex 32)');
  if (e.PUBLIC_URL) {
    const probe = e.PUBLIC_URL.replace('{domain}', 'example.com');
    if (!/^https?:\/\/[^/]+/.test(probe)) throw new ConfigError(`Invalid environment:\n  PUBLIC_URL: must be an http(s) URL, optionally with {domain} (got ${JSON.stringify(e.PUBLIC_URL)})`);
  }
  const provider = e.PAYMENT_PROVIDER ?? (e.MOLLIE_API_KEY ? 'mollie' : isProduction ? undefined : 'test');
  if (!provider) throw new ConfigError('Invalid environment:\n  PAYMENT_PROVIDER: required when NODE_ENV=production (set MOLLIE_API_KEY, or add a provider)');
  if (provider === 'test' && isProduction) throw new ConfigError('Invalid environment:\n  PAYMENT_PROVIDER: the test provider is refused when NODE_ENV=production');
  if (provider === 'mollie' && !e.MOLLIE_API_KEY) throw new ConfigError('Invalid environment:\n  MOLLIE_API_KEY: required when PAYMENT_PROVIDER=mollie');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; a relative path means relative to where npm was started.
    dataDir: path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://{domain}:${e.PORT}`).replace(/\/+$/, ''),
    defaultSite: e.DEFAULT_SITE ?? (isProduction ? undefined : 'localhost'),
    trustProxy: e.TRUST_PROXY,
    geoipHeader: e.GEOIP_HEADER?.toLowerCase(),
    seedDemo: e.SEED_DEMO ?? !isProduction,
    photoAutoApprove: e.PHOTO_AUTO_APPROVE ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    login: {
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      maxFailuresTotal: e.LOGIN_MAX_FAILURES_TOTAL,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
    },
    passwordResetsPerDay: e.PASSWORD_RESETS_PER_DAY,
    signupsPerHourPerIp: e.SIGNUPS_PER_HOUR_PER_IP,
    messageRate: { perMemberPerMinute: e.MESSAGES_PER_MINUTE_PER_MEMBER, perIpPerMinute: e.MESSAGES_PER_MINUTE_PER_IP },
    payments: {
      provider,
      ...(e.MOLLIE_API_KEY ? { mollie: { apiKey: e.MOLLIE_API_KEY, apiEndpoint: e.MOLLIE_API_ENDPOINT } } : {}),
      webhookBaseUrl: e.PAYMENT_WEBHOOK_BASE_URL?.replace(/\/+$/, ''),
    },
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN },
    failpoint: isProduction ? undefined : e.FAILPOINT,
    pushServiceHosts: (e.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS).toLowerCase().split(','),
    mailEventsSecret: e.MAIL_EVENTS_SECRET,
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'hex') : DEVELOPMENT_SECRETS_KEY,
  };
}
