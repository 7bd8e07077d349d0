import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined | Promise<Response | undefined>;

/** A fetch stub routing by path (and method); unknown calls answer 404. Returns the mock to inspect calls. */
export function stubApi(handler: Handler) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    return (await handler(url, init)) ?? json(404, { error: { code: 'not_found', message: 'Niet gevonden' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type StubbedFetch = ReturnType<typeof stubApi>;

/** The calls made to a path, with one method (GET by default) or, with `'any'`, every method. */
export const callsTo = (fetch: StubbedFetch, path: string, method: string = 'GET') =>
  fetch.mock.calls.filter(([input, init]) => new URL(input, 'http://localhost').pathname === path && (method === 'any' || (init?.method ?? 'GET') === method));

/** The JSON bodies sent to a path with a method, in order. */
export const bodiesSent = (fetch: StubbedFetch, path: string, method = 'POST') =>
  callsTo(fetch, path, method).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
