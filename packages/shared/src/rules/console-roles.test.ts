import { describe, expect, it } from 'vitest';
import { CONSOLE_ACTIONS, refundAllowed, staffMay, staffSeesSite } from './console-roles.js';

describe('console roles', () => {
  it('gives admins every action and operators only the queue, notes, flags and the dashboard', () => {
    for (const action of Object.keys(CONSOLE_ACTIONS) as (keyof typeof CONSOLE_ACTIONS)[]) expect(staffMay('admin', action)).toBe(true);
    const operator = (Object.keys(CONSOLE_ACTIONS) as (keyof typeof CONSOLE_ACTIONS)[]).filter((a) => staffMay('operator', a));
    expect(operator.sort()).toEqual(['dashboard.view', 'members.flag_vulnerable', 'notes.write', 'queue.answer']);
  });
  it('keeps bans with moderators and refunds with support', () => {
    expect(staffMay('moderator', 'members.ban')).toBe(true);
    expect(staffMay('support', 'members.ban')).toBe(false);
    expect(staffMay('support', 'payments.refund')).toBe(true);
    expect(staffMay('moderator', 'payments.refund')).toBe(false);
    expect(staffMay('support', 'sites.manage')).toBe(false);
  });
  it('limits operators to their sites and support refunds to their limit', () => {
    expect(staffSeesSite({ role: 'operator', siteIds: [2] }, 1)).toBe(false);
    expect(staffSeesSite({ role: 'operator', siteIds: [1] }, 1)).toBe(true);
    expect(staffSeesSite({ role: 'support', siteIds: [] }, 1)).toBe(true);
    expect(refundAllowed({ role: 'support', refundLimitCents: 5000 }, 5000)).toBe(true);
    expect(refundAllowed({ role: 'support', refundLimitCents: 5000 }, 5001)).toBe(false);
    expect(refundAllowed({ role: 'admin', refundLimitCents: 0 }, 99999)).toBe(true);
    expect(refundAllowed({ role: 'moderator', refundLimitCents: 99999 }, 1)).toBe(false);
  });
});
