import { describe, expect, it } from 'vitest';

const SECRETS_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', env: 'development', databaseUrl: undefined, defaultSite: 'localhost', seedDemo: true });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(loadConfig({ INIT_CWD: '/srv/app', DATA_DIR: 'store' }).dataDir).toBe('/srv/app/store');
    expect(c.publicUrl).toBe('http://{domain}:3000');
    expect(c.login).toEqual({ maxFailuresPerAddress: 5, maxFailuresTotal: 20, windowMinutes: 15, lockMinutes: 15 });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a URL starting with postgres: or postgresql:/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ NODE_ENV: 'production' }, /SMTP_URL: required when NODE_ENV=production/],
    [{ LOGIN_LOCK_MINUTES: '0' }, /LOGIN_LOCK_MINUTES/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }, /SECRETS_KEY: required when NODE_ENV=production/],
    [{ SECRETS_KEY: 'short' }, /SECRETS_KEY: must be 32 bytes as 64 hex digits/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail', SECRETS_KEY }, /PAYMENT_PROVIDER: required when NODE_ENV=production/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail', SECRETS_KEY, PAYMENT_PROVIDER: 'test' }, /test provider is refused when NODE_ENV=production/],
    [{ PAYMENT_PROVIDER: 'mollie' }, /MOLLIE_API_KEY: required/],
    [{ MOLLIE_API_KEY: 'sk_live_123' }, /MOLLIE_API_KEY: must be a Mollie API key/],
  ])('stops with a clear message for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('uses the test provider in development and Mollie when its key is set', () => {
    expect(loadConfig({}).payments.provider).toBe('test');
    const key = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail', SECRETS_KEY, MOLLIE_API_KEY: key }).payments).toMatchObject({ provider: 'mollie', mollie: { apiKey: key } });
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail', SECRETS_KEY, MOLLIE_API_KEY: key, FAILPOINT: 'payments.after_provider_paid' }).failpoint).toBeUndefined();
  });

  it('takes the key that seals stored secrets from SECRETS_KEY (a public one only outside production), and never prints a secret', () => {
    expect(loadConfig({ SECRETS_KEY }).secretsKey.toString('hex')).toBe(SECRETS_KEY);
    expect(loadConfig({}).secretsKey).toHaveLength(32);
    for (const env of [{ SECRETS_KEY: 'geheim-maar-te-kort' }, { MAIL_EVENTS_SECRET: 'geheim-maar-te-kort' }, { MOLLIE_API_KEY: 'geheim-maar-te-kort' }]) {
      expect(() => loadConfig(env)).toThrow(/got a hidden value/);
      expect(() => loadConfig(env)).not.toThrow(/geheim/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
