import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true once a frame has been drawn; whatever mounts later knows at once', async () => {
    const first = renderHook(() => useAfterFirstPaint());
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    const seenLater: boolean[] = [];
    renderHook(() => { const ready = useAfterFirstPaint(); seenLater.push(ready); return ready; });
    expect(seenLater[0]).toBe(true);
  });
});
