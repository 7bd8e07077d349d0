import { describe, expect, it } from 'vitest';
import { badgeLabel, creditBadge } from './badges.js';
import { canSearchLoggedOut, canSignUp } from './site-access.js';
import { termsVersionDate } from './terms-date.js';

describe('badges', () => {
  it('hides an empty badge and caps at 99+ from 100', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12345)).toBe('99+');
  });

  it('shows the credits badge of a paid member at 10 or fewer: warning above 0, danger at 0', () => {
    expect(creditBadge(11, true)).toBeNull();
    expect(creditBadge(10, true)).toEqual({ label: '10', variant: 'warning' });
    expect(creditBadge(1, true)).toEqual({ label: '1', variant: 'warning' });
    expect(creditBadge(0, true)).toEqual({ label: '0', variant: 'danger' });
  });

  it('never shows the credits badge to a member who has not paid', () => {
    expect(creditBadge(0, false)).toBeNull();
  });
});

describe('terms version date', () => {
  it('is 2023-12-01 noon UTC, or the company added date when later', () => {
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2020-01-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2024-03-01T09:00:00Z').toISOString()).toBe('2024-03-01T09:00:00.000Z');
  });
});

describe('site access', () => {
  it('opens signup for all, or with a traffic source when the site asks for one', () => {
    expect(canSignUp({ signups: 'all' }, false)).toBe(true);
    expect(canSignUp({ signups: 'with_trafficsource' }, false)).toBe(false);
    expect(canSignUp({ signups: 'with_trafficsource' }, true)).toBe(true);
    expect(canSignUp({ signups: 'others' }, true)).toBe(false);
  });

  it('shows logged-out search per setting, or its traffic-source variant with a source', () => {
    expect(canSearchLoggedOut({ logged_out_search: 'limited', logged_out_search_trafficsource: 'none' }, false)).toBe(true);
    expect(canSearchLoggedOut({ logged_out_search: 'none', logged_out_search_trafficsource: 'full' }, false)).toBe(false);
    expect(canSearchLoggedOut({ logged_out_search: 'none', logged_out_search_trafficsource: 'full' }, true)).toBe(true);
  });
});
