import { afterEach, describe, expect, it, vi } from 'vitest';
import { userResponseSchema } from '@app/shared/contracts/accounts';
import { AnswerMismatchError, ApiError, apiRequest, MAX_RETRIES, onAuthenticationLost } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => { vi.unstubAllGlobals(); vi.unstubAllEnvs(); vi.useRealTimers(); });

async function withFakeTimers<T>(promise: Promise<T>): Promise<T> {
  const settled = promise.then((v) => ({ v }), (e: unknown) => ({ e }));
  await vi.runAllTimersAsync();
  const result = await settled;
  if ('e' in result) throw result.e;
  return result.v;
}

describe('api client', () => {
  it('retries a GET up to 5 times with back-off after network failures', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    await expect(withFakeTimers(apiRequest('api/settings.php'))).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after 1 try and 5 retries', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);
    await expect(withFakeTimers(apiRequest('api/settings.php'))).rejects.toThrow('offline');
    expect(fetch).toHaveBeenCalledTimes(MAX_RETRIES + 1);
  });

  it('never repeats a POST (it may have taken effect)', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('api/signup.php', { method: 'POST', body: {} })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refused request and hands over the localised error', async () => {
    const fetch = vi.fn().mockResolvedValue(json(401, { error: { code: 'login_failed', message: 'Login mislukt, probeer opnieuw' } }));
    vi.stubGlobal('fetch', fetch);
    const error = await apiRequest('api/user.php', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Login mislukt, probeer opnieuw');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs the member out on the spec\'s 403 answer, whose flag is at the top level', async () => {
    // Exactly what the server sends (apps/server/src/http/errors.ts).
    const body = { authentication_required: true, error: { code: 'authentication_required', message: 'Je moet ingelogd zijn.' } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(403, body)));
    const lost = vi.fn();
    const stop = onAuthenticationLost(lost);
    const error = await apiRequest('api/profile.php').catch((e: unknown) => e);
    stop();
    expect(lost).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).authenticationRequired).toBe(true);
    expect((error as ApiError).message).toBe('Je moet ingelogd zijn.');
  });

  it('does not log out on a 403 without the flag', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(403, { error: { code: 'request_refused', message: 'x' } })));
    const lost = vi.fn();
    const stop = onAuthenticationLost(lost);
    await apiRequest('api/user.php').catch(() => {});
    stop();
    expect(lost).not.toHaveBeenCalled();
  });
});

const member = {
  user: {
    id: 7, status: 'active', email: 'eva@example.com', credits: 20, notifications_disabled: [], paid_user: false, signup_date: '2026-11-01T10:00:00Z',
    language: 'nl', profile: { id: 7, status: 'active', name: 'Eva', country: 'NL', age: 34, main_image: null },
  },
};

describe('api client: answers checked against the shared schemas', () => {
  it('hands over an answer that matches its schema', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, member)));
    await expect(apiRequest('api/user.php', { schema: userResponseSchema })).resolves.toEqual(member);
  });

  it('refuses an answer that does not match, naming the call and the field', async () => {
    const broken = { user: { ...member.user, profile: { ...member.user.profile, main_image: 'none' } } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, broken)));
    const error = await apiRequest('api/user.php', { schema: userResponseSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerMismatchError);
    expect((error as Error).message).toContain('GET api/user.php');
    expect((error as Error).message).toContain('user.profile.main_image');
  });

  it('does not check (nor cost anything) in a production build', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { user: null })));
    const schema = { safeParse: vi.fn() };
    await expect(apiRequest('api/user.php', { schema })).resolves.toEqual({ user: null });
    expect(schema.safeParse).not.toHaveBeenCalled();
  });

  it('sends a file upload as the browser\'s multipart form, not as JSON', async () => {
    const fetch = vi.fn().mockResolvedValue(json(201, { photo: { id: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    await apiRequest('api/photo.php', { method: 'POST', body: form });
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
