import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { LikesSignal } from '../chat';
import { renderInApp, userFixture } from '../../test/render';
import { useUserRefresh } from '../session';
import { shellKeys, type ChatCounts } from '../shell';
import { likesKeys } from './api/keys';
import { hideMatchOverlay } from './hooks/match-overlay-store';
import { LikesSync, viewedProfileId } from './LikesSync';
import { callsTo, json, likeCard, likesFixture, polyfillDialog, stubApi } from './test-fixtures';

// The socket is the chat feature's: here its bridge is a stand-in the test drives.
const bridge = vi.hoisted(() => ({
  signal: new Set<(signal: LikesSignal) => void>(),
  message: new Set<() => void>(),
  connected: false,
}));
vi.mock('../chat', () => ({
  onLikesSignal: (listener: (signal: LikesSignal) => void) => { bridge.signal.add(listener); return () => bridge.signal.delete(listener); },
  onPushedMessage: (listener: () => void) => { bridge.message.add(listener); return () => bridge.message.delete(listener); },
  isRealtimeConnected: () => bridge.connected,
}));
const emit = (signal: LikesSignal) => act(() => { for (const listener of bridge.signal) listener(signal); });

beforeEach(polyfillDialog);
afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); act(() => hideMatchOverlay()); });

const answer = (newLikes: number) => likesFixture('received', [likeCard(7, { name: 'Bram', like_new: true, match: true })], {
  new_likes: newLikes, liked_by: [{ id: 7, like_new: newLikes > 0 }], counts: { received: 1, given: 1, matches: 1 },
});

async function sync(path = '/members') {
  const result = await renderInApp(<LikesSync />, { user: userFixture(), path, counts: { unread: 4, newLikes: 0 } });
  const counts = () => result.queryClient.getQueryData<ChatCounts>(shellKeys.chatCounts());
  return { ...result, counts };
}

describe('likes sync (mounted for members)', () => {
  it('publishes the new likes for the top bar, the title and the app badge, keeping the unread messages', async () => {
    stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, answer(3)) : undefined));
    const { counts } = await sync();
    await waitFor(() => expect(counts()).toEqual({ unread: 4, newLikes: 3 }));
  });

  it('opens the match overlay and reloads the likes when a like over the socket makes a match', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, answer(1)) : undefined));
    await sync();
    await waitFor(() => expect(callsTo(fetch, '/api/likes.php')).toHaveLength(1));
    emit({ kind: 'liked', profile: 7, match: false });
    await waitFor(() => expect(callsTo(fetch, '/api/likes.php')).toHaveLength(2));
    expect(screen.queryByTestId('match-overlay')).toBeNull();
    emit({ kind: 'liked', profile: 7, match: true });
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe like!' });
    await waitFor(() => expect(dialog.textContent).toContain('Bram'));
  });

  it('reloads the likes when a message is pushed (spec 4)', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, answer(1)) : undefined));
    const { queryClient } = await sync();
    await waitFor(() => expect(callsTo(fetch, '/api/likes.php')).toHaveLength(1));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => { for (const listener of bridge.message) listener(); });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: likesKeys.all });
  });

  it('polls the likes on the session\'s timer only while the socket is down (spec 7)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, answer(1)) : undefined));
    const WithTimer = () => { useUserRefresh(true); return <LikesSync />; };
    await renderInApp(<WithTimer />, { user: userFixture(), path: '/members' });
    await waitFor(() => expect(callsTo(fetch, '/api/likes.php')).toHaveLength(1));
    bridge.connected = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(callsTo(fetch, '/api/likes.php')).toHaveLength(1);
    bridge.connected = false;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(callsTo(fetch, '/api/likes.php')).toHaveLength(2));
    vi.useRealTimers();
  });

  it('clears a liker\'s "new" mark in the badge as soon as their profile is opened', async () => {
    stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, answer(1)) : undefined));
    const { counts, router } = await sync();
    await waitFor(() => expect(counts()?.newLikes).toBe(1));
    await act(() => router.navigate('/likes/m/7'));
    await waitFor(() => expect(counts()?.newLikes).toBe(0));
  });

  it('takes its count away when the member logs out', async () => {
    stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, answer(2)) : undefined));
    const { counts, unmount } = await sync();
    await waitFor(() => expect(counts()?.newLikes).toBe(2));
    unmount();
    expect(counts()).toEqual({ unread: 4, newLikes: 0 });
  });
});

describe('which profile a page shows', () => {
  it('reads member pages and opened likes, nothing else', () => {
    expect(viewedProfileId('/members/12')).toBe(12);
    expect(viewedProfileId('/likes/m/7')).toBe(7);
    expect(viewedProfileId('/members/12/chat')).toBeNull();
    expect(viewedProfileId('/likes/received')).toBeNull();
  });
});
