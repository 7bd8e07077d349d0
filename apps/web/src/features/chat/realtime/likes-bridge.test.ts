import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { onLikesSignal, type LikesSignal } from './likes-bridge';
import { applyRealtimeEvent } from './use-realtime';

describe('likes events on the socket', () => {
  it('tell the likes feature who liked the member, and whether it is a match', () => {
    const heard = vi.fn<(signal: LikesSignal) => void>();
    const off = onLikesSignal(heard);
    const queryClient = new QueryClient();
    applyRealtimeEvent(queryClient, { type: 'like', seq: 4, profile: 7, match: true });
    applyRealtimeEvent(queryClient, { type: 'like', seq: 5, profile: 8, match: false });
    applyRealtimeEvent(queryClient, { type: 'likes_changed', seq: 6 });
    off();
    applyRealtimeEvent(queryClient, { type: 'likes_changed', seq: 7 });
    expect(heard.mock.calls.map(([signal]) => signal)).toEqual([
      { kind: 'liked', profile: 7, match: true },
      { kind: 'liked', profile: 8, match: false },
      { kind: 'changed' },
    ]);
  });
});
