import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodiesSent, callsTo, json, stubApi } from '../../test/stub-api';
import { renderInApp, settingsFixture, userFixture } from '../../test/render';
import { CareNotices } from './CareNotices';

afterEach(() => { vi.unstubAllGlobals(); });

describe('care notices', () => {
  it('shows an unacknowledged warning until the member clicks "understood", then the next one', async () => {
    let warnings = [
      { id: 7, reason: 'Beledigende berichten aan andere leden', created_at: '2026-11-20T10:00:00Z' },
      { id: 9, reason: 'Telefoonnummer in je profieltekst', created_at: '2026-11-21T10:00:00Z' },
    ];
    const fetch = stubApi((url, init) => {
      if (url.pathname !== '/api/notices.php') return undefined;
      if (init?.method === 'POST') {
        const { warning } = JSON.parse(String(init.body)) as { warning: number };
        warnings = warnings.filter((w) => w.id !== warning);
        return json(200, { ok: true });
      }
      return json(200, { warnings, care: false });
    });
    await renderInApp(<CareNotices isLoggedIn />, { user: userFixture() });
    expect(await screen.findByText('Beledigende berichten aan andere leden')).toBeTruthy();
    expect(screen.queryByTestId('care-notice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Begrepen' }));
    expect(await screen.findByText('Telefoonnummer in je profieltekst')).toBeTruthy();
    expect(bodiesSent(fetch, '/api/notices.php')).toEqual([{ warning: 7 }]);
  });

  it('shows the care notice with the site\'s contacts while flagged, and asks nothing of visitors', async () => {
    stubApi((url) => (url.pathname === '/api/notices.php' ? json(200, { warnings: [], care: true }) : undefined));
    await renderInApp(<CareNotices isLoggedIn />, { user: userFixture(), settings: settingsFixture({ support_email: 'hulp@vonkje.example', support_phone: '020 123 4567' }) });
    const notice = await screen.findByTestId('care-notice');
    expect(notice.textContent).toContain('geen credits kopen');
    expect(notice.textContent).toContain('hulp@vonkje.example');
    expect(screen.getByRole('link', { name: /113/ }).getAttribute('href')).toBe('https://www.113.nl');
    vi.unstubAllGlobals();
    const visitorFetch = stubApi(() => undefined);
    await renderInApp(<CareNotices isLoggedIn={false} />);
    await waitFor(() => expect(callsTo(visitorFetch, '/api/notices.php')).toHaveLength(0));
  });
});
