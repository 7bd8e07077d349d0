import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { settingsFixture, userFixture } from '../../../test/render';
import { callsTo, json, stubApi } from '../../../test/stub-api';
import { sessionKeys } from '../api/keys';
import { useSessionQueries } from '../api/queries';
import { onPeriodicRefresh, useSession, useUserRefresh } from './use-session';

afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); });

function setup(isLoggedIn: boolean, isPushSubscribed = false) {
  vi.useFakeTimers();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useUserRefresh(isLoggedIn, isPushSubscribed), { wrapper });
  return { invalidate, hook };
}

describe('member refresh', () => {
  it('refreshes the member 5 s after load and then every 60 s', () => {
    const { invalidate } = setup(true);
    vi.advanceTimersByTime(4_999);
    expect(invalidate).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(120_000);
    expect(invalidate).toHaveBeenCalledTimes(4);
  });

  it('refreshes every 300 s when push-subscribed', () => {
    const { invalidate } = setup(true, true);
    vi.advanceTimersByTime(5_000 + 299_999);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a visitor, and stops on logout', () => {
    const { invalidate } = setup(false);
    vi.advanceTimersByTime(600_000);
    expect(invalidate).not.toHaveBeenCalled();
    const member = setup(true);
    member.hook.unmount();
    vi.advanceTimersByTime(600_000);
    expect(member.invalidate).not.toHaveBeenCalled();
  });

  it('runs what other features registered (chats while the socket is down, likes) with each refresh', () => {
    const chats = vi.fn();
    const unsubscribe = onPeriodicRefresh(chats);
    const { hook } = setup(true);
    vi.advanceTimersByTime(5_000);
    expect(chats).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(chats).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(chats).toHaveBeenCalledTimes(2);
    hook.unmount();
  });
});

describe('session readers', () => {
  it('follow the cache: a member written there (login, refresh) or removed (logout) renders every reader again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.user(), null);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toEqual({ user: null, isLoggedIn: false });
    const eva = userFixture({ credits: 12 });
    act(() => { queryClient.setQueryData(sessionKeys.user(), eva); });
    expect(result.current).toEqual({ user: eva, isLoggedIn: true });
    act(() => { queryClient.setQueryData(sessionKeys.user(), { ...eva, credits: 2 }); });
    expect(result.current.user?.credits).toBe(2);
    act(() => { queryClient.setQueryData(sessionKeys.user(), null); });
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('leave fetching to the one observer: the member is fetched again on invalidation while the root layout observes it', async () => {
    let credits = 0;
    const fetch = stubApi((url) => (url.pathname === '/api/user.php' ? json(200, { user: userFixture({ credits: ++credits }) }) : undefined));
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.settings(), settingsFixture());
    queryClient.setQueryData(sessionKeys.user(), userFixture({ credits: 0 }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const reader = renderHook(() => useSession(), { wrapper });
    await act(() => queryClient.invalidateQueries({ queryKey: sessionKeys.user() }));
    expect(callsTo(fetch, '/api/user.php')).toHaveLength(0);
    renderHook(() => { useSessionQueries(); }, { wrapper });
    await act(() => queryClient.invalidateQueries({ queryKey: sessionKeys.user() }));
    await waitFor(() => expect(callsTo(fetch, '/api/user.php').length).toBeGreaterThan(0));
    await waitFor(() => expect(reader.result.current.user?.credits).toBe(credits));
  });
});
