import { flagConversationStart } from '../../../lib/conversation-start';
import { useSyncExternalStore } from 'react';
import type { MemberCard } from '@app/shared';
import type { OverlayTarget } from '../api/keys';

/**
 * The match overlay's one piece of state (spec 2): shown for a profile, for a profile id, or with nothing (then the
 * server suggests one). A module store, so a mutation or a realtime event can open it without a React tree nearby.
 */
export interface MatchOverlayState {
  /** Increases with each opening: a new opening is a new dialog (and a new suggestion). */
  opening: number;
  target: OverlayTarget;
  /** The card when the caller had it; otherwise the overlay looks it up. */
  card: MemberCard | null;
}

let state: MatchOverlayState | null = null;
let openings = 0;
const listeners = new Set<() => void>();
const notify = () => { for (const listener of listeners) listener(); };
const subscribe = (listener: () => void) => { listeners.add(listener); return () => { listeners.delete(listener); }; };

export function showMatchOverlay(profileOrId?: MemberCard | number) {
  openings += 1;
  const id = typeof profileOrId === 'number' ? profileOrId : profileOrId?.id;
  state = {
    opening: openings,
    target: id === undefined ? { auto: openings } : { profile: id },
    card: typeof profileOrId === 'object' ? profileOrId : null,
  };
  notify();
}

export function hideMatchOverlay() {
  if (!state) return;
  state = null;
  notify();
}

export function useMatchOverlayState(): MatchOverlayState | null {
  return useSyncExternalStore(subscribe, () => state, () => null);
}

const OVERLAY_API = { show: showMatchOverlay, hide: hideMatchOverlay };

/** `show(profileOrId?)` and `hide()`; the same functions on every render. */
export const useMatchOverlay = () => OVERLAY_API;


const selectListeners = new Set<(profileId: number) => void>();

/** Spec 2: the overlay "emits an event with the profile id" when its photo or its button is clicked. */
export function onMatchOverlaySelect(listener: (profileId: number) => void): () => void {
  selectListeners.add(listener);
  return () => { selectListeners.delete(listener); };
}

export function selectOverlayProfile(profileId: number) {
  flagConversationStart(profileId);
  for (const listener of selectListeners) listener(profileId);
}
