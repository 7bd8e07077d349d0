import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const SERVER_NOW = '2026-11-23T20:00:00.000Z';
const MIDNIGHT = '2026-11-23T23:00:00.000Z'; // Amsterdam's midnight in winter

describe('countdownParts', () => {
  it('counts to renews_at on the server clock, however far off the device clock is', () => {
    const deviceTwoHoursBehind = Date.parse(SERVER_NOW) - 2 * 3600_000;
    expect(countdownParts(MIDNIGHT, SERVER_NOW, deviceTwoHoursBehind, deviceTwoHoursBehind))
      .toEqual({ secondsLeft: 3 * 3600, hours: '03', minutes: '00', seconds: '00' });
  });

  it('subtracts the time elapsed on the device since the answer arrived', () => {
    const fetchedAt = 1_000_000;
    expect(countdownParts(MIDNIGHT, SERVER_NOW, fetchedAt, fetchedAt + 61_000))
      .toEqual({ secondsLeft: 3 * 3600 - 61, hours: '02', minutes: '58', seconds: '59' });
  });

  it('rounds up, so the last second shows 00:00:01, then ends at zero and stays there', () => {
    const fetchedAt = 0;
    const leftMs = Date.parse(MIDNIGHT) - Date.parse(SERVER_NOW);
    expect(countdownParts(MIDNIGHT, SERVER_NOW, fetchedAt, leftMs - 400)).toMatchObject({ secondsLeft: 1, seconds: '01' });
    expect(countdownParts(MIDNIGHT, SERVER_NOW, fetchedAt, leftMs)).toEqual({ secondsLeft: 0, hours: '00', minutes: '00', seconds: '00' });
    expect(countdownParts(MIDNIGHT, SERVER_NOW, fetchedAt, leftMs + 5000).secondsLeft).toBe(0);
  });

  it('shows the whole day when the allowance was used up just after midnight', () => {
    expect(countdownParts('2026-11-24T23:00:00.000Z', '2026-11-23T23:00:05.000Z', 0, 0))
      .toEqual({ secondsLeft: 86_395, hours: '23', minutes: '59', seconds: '55' });
  });

  it('treats an unreadable time as no wait rather than a wrong one', () => {
    expect(countdownParts('not a date', SERVER_NOW, 0, 0).secondsLeft).toBe(0);
  });
});
