import { FREE_PHOTO_LIMIT, FREE_VIEWER_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from '../constants.js';

/** Spec 1: free members upload at most 3 photos, premium members 25. */
export const ownPhotoLimit = (isPaidUser: boolean) => (isPaidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT);

export type PhotoViewer = 'owner' | 'premium' | 'free' | 'visitor';

/**
 * Which of a member's photos a viewer may see (ids in display order, main photo first).
 * Others only ever see approved photos; private ones only premium members; free members a few; visitors the main one.
 */
export function visiblePhotos<P extends { id: number; status: string; isPrivate: boolean }>(photos: P[], mainPhotoId: number | null, viewer: PhotoViewer): P[] {
  const ordered = [...photos].sort((a, b) => Number(b.id === mainPhotoId) - Number(a.id === mainPhotoId));
  if (viewer === 'owner') return ordered;
  const approved = ordered.filter((p) => p.status === 'active');
  if (viewer === 'premium') return approved;
  const main = approved.find((p) => p.id === mainPhotoId && !p.isPrivate);
  if (viewer === 'visitor') return main ? [main] : [];
  return approved.filter((p) => !p.isPrivate).slice(0, FREE_VIEWER_PHOTO_LIMIT);
}
