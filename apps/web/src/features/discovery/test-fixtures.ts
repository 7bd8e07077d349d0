import { vi } from 'vitest';
import type { MemberCard } from '@app/shared';
import type { MatchCard, MatchFinderResponse, SwipeResponse, SwipeState } from '@app/shared/contracts/discovery';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function cardFixture(id: number, name: string, overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id, name, age: 30 + id, gender: 'female', country: 'NL', region: 'NL-NH', region_name: 'Noord-Holland', city: 'Haarlem',
    main_image: null, fictional: false, online_recently: false, ...overrides,
  };
}

export const SERVER_NOW = '2026-11-23T20:00:00.000Z';
/** The site's next midnight (Amsterdam, winter): three hours after SERVER_NOW. */
export const RENEWS_AT = '2026-11-23T23:00:00.000Z';

export function swipeStateFixture(overrides: Partial<SwipeState> = {}): SwipeState {
  return {
    candidates: [cardFixture(11, 'Anna'), cardFixture(12, 'Bram', { gender: 'male' }), cardFixture(13, 'Carla', { fictional: true })],
    remaining: 4, limit: 4, renews_at: RENEWS_AT, now: SERVER_NOW, ...overrides,
  };
}

export function swipeAnswer(overrides: Partial<SwipeResponse> = {}): SwipeResponse {
  return { decision: 'like', match: false, remaining: 3, renews_at: RENEWS_AT, now: SERVER_NOW, ...overrides };
}

export function matchCardFixture(id: number, name: string, overrides: Partial<MatchCard> = {}): MatchCard {
  return { ...cardFixture(id, name), score: 50, shared_interests: [], liked: false, ...overrides };
}

export function matchFinderFixture(overrides: Partial<MatchFinderResponse> = {}): MatchFinderResponse {
  return {
    answers: { genders: ['female'], min_age: 28, max_age: 40, region: 'NL-NH', interests: ['wine', 'cooking'] },
    saved: false,
    results: [
      matchCardFixture(21, 'Sanne', { score: 90, shared_interests: ['wine', 'cooking'] }),
      matchCardFixture(22, 'Lotte', { score: 60, fictional: true, region: 'NL-UT', region_name: 'Utrecht', city: 'Utrecht' }),
    ],
    ...overrides,
  };
}

export const regionsAnswer = {
  regions: [
    { code: 'NL-NH', country: 'NL', name: 'Noord-Holland', cities: ['Haarlem'] },
    { code: 'NL-UT', country: 'NL', name: 'Utrecht', cities: ['Utrecht'] },
    { code: 'BE-VAN', country: 'BE', name: 'Antwerpen', cities: ['Antwerpen'] },
  ],
};

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

/** The JSON bodies sent to a path with a method, in order. */
export const bodiesSent = (fetch: ReturnType<typeof stubApi>, path: string, method = 'POST') =>
  fetch.mock.calls
    .filter(([input, init]) => new URL(input, 'http://localhost').pathname === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

export const callsTo = (fetch: ReturnType<typeof stubApi>, path: string, method = 'GET') =>
  fetch.mock.calls.filter(([input, init]) => new URL(input, 'http://localhost').pathname === path && (init?.method ?? 'GET') === method);
