import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TrafficResponse } from '@app/shared/contracts/console/dashboard';
import { callsTo, json, stubApi } from '../../../test/stub-api';
import { renderConsole } from '../../test/render-console';
import TrafficPage from './pages/TrafficPage';

afterEach(() => { vi.unstubAllGlobals(); });

const report: TrafficResponse = {
  site_id: 1, name: 'Vonkje', domain: 'vonkje.example', time_zone: 'Europe/Amsterdam', from: '2026-03-01', to: '2026-03-31',
  rows: [
    { network: 'adnet', ref: 'r1', signups: 12, activations: 7, first_payments: 2, revenue: [{ currency: 'EUR', cents: 4998 }], reversed: [{ currency: 'EUR', cents: 1499 }] },
    { network: null, ref: null, signups: 3, activations: 1, first_payments: 0, revenue: [], reversed: [] },
  ],
  totals: { signups: 15, activations: 8, first_payments: 2, revenue: [{ currency: 'EUR', cents: 4998 }], reversed: [{ currency: 'EUR', cents: 1499 }] },
};

describe('the traffic report page', () => {
  it('shows each source\'s figures for the chosen range and asks again when the range changes', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/console/traffic.php' ? json(200, { ...report, from: url.searchParams.get('from'), to: url.searchParams.get('to') }) : undefined));
    await renderConsole('admin', [{ path: '/traffic', element: <TrafficPage /> }], '/traffic?from=2026-03-01&to=2026-03-31');
    const adnet = (await screen.findByText('adnet', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(within(adnet).getByText('12')).toBeTruthy();
    expect(within(adnet).getByText(/49,98/)).toBeTruthy();
    expect(within(adnet).getByText(/14,99/)).toBeTruthy();
    expect(screen.getByText('Zonder bron')).toBeTruthy();
    expect(within(screen.getByText('Totaal').closest('tr')!).getByText('15')).toBeTruthy();
    const first = new URL(String(callsTo(fetch, '/api/console/traffic.php')[0]![0]), 'http://localhost');
    expect(Object.fromEntries(first.searchParams)).toEqual({ site: '1', from: '2026-03-01', to: '2026-03-31' });

    fireEvent.change(screen.getByLabelText('Van'), { target: { value: '2026-02-01' } });
    await vi.waitFor(() => expect(callsTo(fetch, '/api/console/traffic.php').some(([input]) => String(input).includes('from=2026-02-01'))).toBe(true));
  }, 30_000);

  it('shows the server\'s refusal of a range', async () => {
    stubApi((url) => (url.pathname === '/api/console/traffic.php'
      ? json(400, { error: { code: 'console_date_range', message: 'Kies een begin- en einddatum.' } }) : undefined));
    await renderConsole('admin', [{ path: '/traffic', element: <TrafficPage /> }], '/traffic?from=2026-03-31&to=2026-03-01');
    expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toHaveProperty('textContent', 'Kies een begin- en einddatum.');
  }, 30_000);
});
