import { describe, expect, it } from 'vitest';
import { shouldReloadForChunk } from './lazy-page';

describe('chunk reload guard', () => {
  it('reloads at most once per 60 seconds', () => {
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk(1_000_000, 1_030_000)).toBe(false);
    expect(shouldReloadForChunk(1_000_000, 1_060_000)).toBe(false);
    expect(shouldReloadForChunk(1_000_000, 1_060_001)).toBe(true);
  });
});
