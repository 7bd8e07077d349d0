import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, MAX_RETRIES, onAuthenticationLost } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

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

  it('reports a 403 with authentication_required so the member is logged out', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(403, { error: { code: 'authentication_required', message: 'x', authentication_required: true } })));
    const lost = vi.fn();
    const stop = onAuthenticationLost(lost);
    await apiRequest('api/user.php').catch(() => {});
    stop();
    expect(lost).toHaveBeenCalledTimes(1);
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
