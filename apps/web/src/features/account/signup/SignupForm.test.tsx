import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import SignupModal from './SignupModal';

afterEach(() => vi.unstubAllGlobals());

describe('signup form: who you are and who you look for', () => {
  it('sends "I am" and "Looking for" with the account', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ user: userFixture({ status: 'not_confirmed', email: 'eva.jansen@example.com' }) }),
      { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await renderInApp(<SignupModal show onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('E-mailadres'), { target: { value: 'eva.jansen@example.com' } });
    fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: 'Zonnetje' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'een-goed-wachtwoord' } });
    fireEvent.change(screen.getByLabelText('Geboortedatum'), { target: { value: '1990-05-17' } });
    expect(screen.getByRole('group', { name: 'Ik ben' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Vrouw'));
    fireEvent.click(screen.getByLabelText('Mannen'));
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('api/signup.php');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'eva.jansen@example.com', name: 'Zonnetje', gender: 'female', looking_for: 'men' });
  });

  it('leaves both out when unanswered, and asks who you are before who you look for', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ user: userFixture({ status: 'not_confirmed', email: 'eva.jansen@example.com' }) }),
      { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await renderInApp(<SignupModal show onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('E-mailadres'), { target: { value: 'eva.jansen@example.com' } });
    fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: 'Zonnetje' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'een-goed-wachtwoord' } });
    fireEvent.change(screen.getByLabelText('Geboortedatum'), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByLabelText('Vrouwen'));
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Kies een waarde uit de lijst.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Vrouw'));
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ gender: 'female', looking_for: 'women' });
  });
});
