import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onPeriodicRefresh, useUserRefresh } from './use-session';

afterEach(() => vi.useRealTimers());

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
