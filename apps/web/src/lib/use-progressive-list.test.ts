import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

const list = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
/** One task at a time: each step renders, and only then does its effect queue the next. */
const nextTask = () => act(async () => { vi.advanceTimersByTime(0); });
const allTasks = async () => { for (let i = 0; i < 10; i++) await nextTask(); };

describe('a long list rendered a few items per task', () => {
  it('shows the first items at once and the rest a step per task, until all are there', async () => {
    const items = list(9);
    const { result } = renderHook(() => useProgressiveList(items, 4, 2));
    expect(result.current).toEqual([1, 2, 3, 4]);
    await nextTask();
    expect(result.current).toEqual([1, 2, 3, 4, 5, 6]);
    await allTasks();
    expect(result.current).toBe(items);
  });

  it('starts over for a new list (the next page), and gives a short list whole at once', async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 4, 2), { initialProps: { items: list(10) } });
    await allTasks();
    expect(result.current).toHaveLength(10);
    const next = list(10, 11);
    rerender({ items: next });
    expect(result.current).toEqual([11, 12, 13, 14]);
    const short = list(3);
    rerender({ items: short });
    expect(result.current).toBe(short);
  });
});
