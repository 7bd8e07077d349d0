export { bodiesSent, callsTo, json, stubApi } from '../../test/stub-api';
import type { MemberCard } from '@app/shared';
import type { MatchCard, MatchFinderResponse, SwipeResponse, SwipeState } from '@app/shared/contracts/discovery';


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
