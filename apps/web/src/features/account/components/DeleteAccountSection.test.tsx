import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnProfile } from '@app/shared';
import { sessionKeys } from '../../session';
import { bodiesSent, callsTo, json, stubApi } from '../../../test/stub-api';
import { memberFixture, renderApp, userFixture } from '../../../test/render';
import { LOCAL_FLAGS } from '../../../lib/local-flags';

afterEach(() => vi.unstubAllGlobals());

const own: OwnProfile = { ...memberFixture({ id: 1, name: 'Eva' }), invisible: false, date_of_birth: '1992-03-04' };
const company = { name: 'Vonkje Media B.V.', address: 'Keizersgracht 100', kvk: '87654321', city: 'Amsterdam', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '', delete_discount: 30, added: '2024-03-01T09:00:00Z' };

function server(onDelete: () => Response) {
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/profile.php') return json(200, { profile: own });
    if (url.pathname === '/api/invisible.php' && method === 'PUT') return json(200, { ok: true });
    if (url.pathname === '/api/retention-discount.php') return json(200, { discount: { code: 'STAYABCD2345', percentage: 30, expires: '2026-12-01T10:00:00Z' } });
    if (url.pathname === '/api/account-delete.php' && method === 'POST') return onDelete();
    return undefined;
  });
}

async function openSettings(fetch: ReturnType<typeof server>) {
  // On this device the visitor's entry warning was accepted long ago; it must not cover the page once logged out.
  window.localStorage.setItem(LOCAL_FLAGS.siteEntryWarning, JSON.stringify(new Date().toISOString()));
  const app = await renderApp('/settings', { user: userFixture() });
  app.queryClient.setQueryData(sessionKeys.companyInfo(), company);
  const section = within(await screen.findByRole('region', { name: 'Account verwijderen' }));
  fireEvent.click(section.getByRole('button', { name: 'Ik wil mijn account verwijderen' }));
  await waitFor(() => expect(callsTo(fetch, '/api/profile.php').length).toBeGreaterThan(0));
  return { app, section };
}

describe('deleting the account in the settings', () => {
  it('offers a break, fewer mails and the discount first; then sends reason and password and lands on /account-deleted', async () => {
    const fetch = server(() => json(200, { ok: true }));
    const { app, section } = await openSettings(fetch);

    // The offers come first, with what each of them does.
    expect(section.getByRole('heading', { name: 'Even pauze nemen' })).toBeTruthy();
    expect(section.getByRole('link', { name: 'Meldingen aanpassen' }).getAttribute('href')).toBe('/notifications');
    fireEvent.click(section.getByRole('button', { name: 'Korting ophalen' }));
    expect((await section.findByText(/Je kortingscode is STAYABCD2345/)).textContent).toMatch(/Geldig tot 1 december 2026/);
    expect(section.getByRole('link', { name: 'Credits kopen met korting' }).getAttribute('href')).toBe('/credits?code=STAYABCD2345');
    expect(bodiesSent(fetch, '/api/retention-discount.php')).toEqual([{}]);
    expect(section.queryByLabelText('Je wachtwoord')).toBeNull();

    fireEvent.click(section.getByRole('button', { name: 'Nee, ik wil mijn account verwijderen' }));
    // Nothing chosen yet: the reason is asked for, nothing is sent.
    fireEvent.click(await section.findByRole('button', { name: 'Account verwijderen' }));
    expect(await section.findByText('Kies waarom je je account verwijdert.')).toBeTruthy();
    fireEvent.click(section.getByLabelText('Ik neem even pauze'));
    fireEvent.change(section.getByLabelText('Wil je nog iets kwijt? (niet verplicht)'), { target: { value: 'Te druk op het werk' } });
    fireEvent.change(section.getByLabelText('Je wachtwoord'), { target: { value: 'een-goed-wachtwoord' } });
    fireEvent.click(section.getByRole('button', { name: 'Account verwijderen' }));
    // A last question before anything happens.
    const confirm = await section.findByRole('group', { name: 'Weet je het zeker?' });
    expect(callsTo(fetch, '/api/account-delete.php', 'POST')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, verwijder mijn account' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/account-deleted'));
    expect(bodiesSent(fetch, '/api/account-delete.php')).toEqual([{ reason: 'taking_break', reason_text: 'Te druk op het werk', password: 'een-goed-wachtwoord' }]);
    expect(await screen.findByRole('heading', { name: 'Je account is verwijderd' })).toBeTruthy();
    expect(screen.getByText(/binnen 14 dagen/)).toBeTruthy();
    await waitFor(() => expect(app.queryClient.getQueryData(sessionKeys.user())).toBeNull());
  });

  it('makes the member invisible from the pause offer', async () => {
    const fetch = server(() => json(200, { ok: true }));
    const { section } = await openSettings(fetch);
    fireEvent.click(await section.findByRole('button', { name: 'Onzichtbaar worden' }));
    expect(await section.findByText(/Je bent nu onzichtbaar/)).toBeTruthy();
    expect(bodiesSent(fetch, '/api/invisible.php', 'PUT')).toEqual([{ invisible: true }]);
  });

  it('shows a wrong password at the password field and stays on the page', async () => {
    const fetch = server(() => json(400, { error: { code: 'password_wrong', message: 'Controleer je wachtwoord.', field: 'password' } }));
    const { app, section } = await openSettings(fetch);
    fireEvent.click(section.getByRole('button', { name: 'Nee, ik wil mijn account verwijderen' }));
    fireEvent.click(await section.findByLabelText('Ik heb iemand gevonden'));
    fireEvent.change(section.getByLabelText('Je wachtwoord'), { target: { value: 'fout' } });
    fireEvent.click(section.getByRole('button', { name: 'Account verwijderen' }));
    fireEvent.click(await section.findByRole('button', { name: 'Ja, verwijder mijn account' }));
    const password = section.getByLabelText('Je wachtwoord');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe('Controleer je wachtwoord.');
    expect(app.router.state.location.pathname).toBe('/settings');
    expect(app.queryClient.getQueryData(sessionKeys.user())).not.toBeNull();
  });
});
