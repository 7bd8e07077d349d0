export { json, stubApi } from '../../test/stub-api';
import { callsTo as callsToWith, type stubApi } from '../../test/stub-api';
import type { LikesResponse, MemberCard } from '@app/shared';
import type { LikeTab } from '@app/shared/rules/likes';


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

/** Every call to a path, whatever its method. */
export const callsTo = (fetch: ReturnType<typeof stubApi>, path: string) => callsToWith(fetch, path, 'any');

/** jsdom has no modal dialogs: open them as a browser would, so their contents are in the accessibility tree. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
}
