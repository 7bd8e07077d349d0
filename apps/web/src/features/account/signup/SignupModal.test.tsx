import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp, settingsFixture } from '../../../test/render';
import SignupModal from './SignupModal';

describe('signup modal', () => {
  it('closes on Escape before the visitor starts, and not once signup is in progress', async () => {
    const onClose = vi.fn();
    await renderInApp(<SignupModal show onClose={onClose} />, { path: '/', route: { name: 'index', layout: 'default' } });
    const modal = await screen.findByTestId('signup-modal');
    expect(modal.dataset.locked).toBe('false');
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'eva@example.com' } });
    await waitFor(() => expect(screen.getByTestId('signup-modal').dataset.locked).toBe('true'));
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
    // The close button still works: nobody is trapped.
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows each problem next to its field, in Dutch, before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await renderInApp(<SignupModal show onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('E-mailadres'), { target: { value: 'eva@gmial.com' } });
    fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: '@eva' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Je profielnaam mag niet met @ beginnen.')).toBeTruthy();
    expect(screen.getByText('Kies een wachtwoord van 8 tot 128 tekens.')).toBeTruthy();
    expect(screen.getByText('Vul uw geboortedatum in (18+ jaar)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bedoelde je eva@gmail.com?' })).toBeTruthy();
    expect(screen.getByLabelText('Profielnaam').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('tells visitors without an invitation that signup is closed', async () => {
    await renderInApp(<SignupModal show onClose={() => {}} />, { settings: settingsFixture({ signups: 'with_trafficsource' }) });
    expect(await screen.findByText('Aanmelden op deze site kan alleen op uitnodiging.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
  });
});
