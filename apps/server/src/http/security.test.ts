import { beforeAll, describe, expect, it } from 'vitest';
import { Client, activeMember, createSite, createTestApp, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();
let host: string;
beforeAll(async () => { host = (await createSite(ctx)).domain; });

describe('cross-site request defence', () => {
  it('refuses a state change from another origin', async () => {
    const { client } = await activeMember(ctx, host);
    const res = await client.request('PUT', '/api/user.php', { language: 'en' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Dit verzoek is geweigerd. Laad de pagina opnieuw en probeer het nog eens.');
    expect((await client.get('/api/user.php')).body.user.language).toBe('nl');
  });

  it('refuses a cookie-authenticated state change without an Origin, or not as JSON', async () => {
    const { client } = await activeMember(ctx, host);
    const noOrigin = await ctx.app.inject({
      method: 'PUT', url: '/api/user.php', payload: { language: 'en' },
      headers: { host, cookie: `auth.session=${client.jar.get('auth.session')}` },
    });
    expect(noOrigin.statusCode).toBe(403);
    const form = await client.request('PUT', '/api/user.php', undefined, { 'content-type': 'text/plain' });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('json_required');
  });

  it('refuses a cross-site login attempt (Sec-Fetch-Site) even without cookies', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/user.php', payload: { email: 'a@example.com', password: 'x' },
      headers: { host, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff and frame-ancestors on every answer, HSTS only under https', async () => {
    const res = await new Client(ctx.app, host).get('/api/settings.php');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();

    const behindHttps = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const site = await createSite(behindHttps);
      const client = new Client(behindHttps.app, site.domain);
      const https = await client.get('/api/settings.php', { 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const signup = await client.request('POST', '/api/signup.php',
        { email: 'secure@example.com', name: 'Veilig', password: 'een-goed-wachtwoord', date_of_birth: '1990-01-01' },
        { 'x-forwarded-proto': 'https', origin: `https://${site.domain}` });
      expect(signup.status).toBe(201);
      expect(String(signup.headers['set-cookie'])).toContain('Secure');
    } finally {
      await behindHttps.close();
    }
  });
});

describe('rate limits', () => {
  it('limits signups per address with a localised 429', async () => {
    const client = new Client(ctx.app, host);
    let last;
    for (let i = 0; i < 11; i++) last = await client.post('/api/signup.php', { email: 'x' });
    expect(last!.status).toBe(429);
    expect(last!.body.error.message).toMatch(/^Te veel verzoeken, probeer het over \d+ seconden opnieuw\.$/);
    // Another address is not affected.
    expect((await new Client(ctx.app, host).post('/api/signup.php', { email: 'x' })).status).toBe(400);
  });
});

describe('unknown routes and bad bodies', () => {
  it('answers 404 in the error format', async () => {
    const res = await new Client(ctx.app, host).get('/api/nope.php');
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Niet gevonden' });
  });

  it('answers malformed JSON with a 400 in the error format, never a 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/signup.php', payload: '{"email":', headers: { host, 'content-type': 'application/json', origin: `http://${host}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});
