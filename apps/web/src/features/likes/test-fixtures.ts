import { vi } from 'vitest';
import type { LikesResponse, MemberCard } from '@app/shared';
import type { LikeTab } from '@app/shared/rules/likes';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function cardFixture(id: number, overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id, name: `Lid ${id}`, age: 30, gender: 'female', country: 'NL', region: null, region_name: null, city: 'Utrecht',
    main_image: { thumb_filename: `/p/${id}-thumb.webp`, filename: `/p/${id}.webp`, status: 'active', match: false },
    fictional: false, online_recently: false, ...overrides,
  };
}

type LikeCard = LikesResponse['profiles'][number];
export const likeCard = (id: number, overrides: Partial<LikeCard> = {}): LikeCard => ({ ...cardFixture(id), like_new: false, match: false, ...overrides });

export function likesFixture(type: LikeTab, profiles: LikeCard[], overrides: Partial<LikesResponse> = {}): LikesResponse {
  return {
    type, profiles, liked_by: [], new_likes: 0, counts: { received: 0, given: 0, matches: 0 }, page: 1, pages: 1, ...overrides,
  };
}

/** Answers the API from a function of the URL (and method); anything it does not answer is a 404, and is recorded. */
export function stubApi(answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    return (await answer(url, init)) ?? json(404, { error: { code: 'not_found', message: 'Niet gevonden' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const callsTo = (fetch: ReturnType<typeof stubApi>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(input, 'http://localhost').pathname === path);

/** jsdom has no modal dialogs: open them as a browser would, so their contents are in the accessibility tree. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
}
