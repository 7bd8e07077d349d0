import { describe, expect, it } from 'vitest';
import { isDueForErasure, isReactivable, reactivationEndsAt } from './account-end.js';

const deletedAt = new Date('2026-03-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('account end', () => {
  it('keeps a deleted account reactivable for exactly 14 days, then makes it due for erasure', () => {
    expect(reactivationEndsAt(deletedAt).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    const deleted = { status: 'deleted', deletedAt };
    expect(isReactivable(deleted, at('2026-03-15T09:59:59Z'))).toBe(true);
    expect(isDueForErasure(deleted, at('2026-03-15T09:59:59Z'))).toBe(false);
    expect(isReactivable(deleted, at('2026-03-15T10:00:00Z'))).toBe(false);
    expect(isDueForErasure(deleted, at('2026-03-15T10:00:00Z'))).toBe(true);
  });

  it('never treats an account that is not deleted as reactivable or erasable', () => {
    for (const status of ['active', 'not_confirmed']) {
      expect(isReactivable({ status, deletedAt }, at('2026-03-02T00:00:00Z'))).toBe(false);
      expect(isDueForErasure({ status, deletedAt }, at('2027-01-01T00:00:00Z'))).toBe(false);
    }
    expect(isReactivable({ status: 'deleted', deletedAt: null }, at('2026-03-02T00:00:00Z'))).toBe(false);
  });
});
