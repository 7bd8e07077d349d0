import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OwnProfile } from '@app/shared';
import type { SignupStepsResponse } from '@app/shared/contracts/signup-steps';
import { memberFixture, renderInApp, userFixture } from '../../../test/render';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import { readSignupDraft, saveSignupDraft } from '../../../lib/signup-draft';
import SignupModal from './SignupModal';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = { email: 'eva.jansen@example.com', name: 'Zonnetje', password: 'een-goed-wachtwoord', date_of_birth: '1990-05-17' };
const own: OwnProfile = { ...memberFixture({ id: 5, name: 'Zonnetje', photos: [], about: null, city: null, region: null, region_name: null }), invisible: false, date_of_birth: '1990-05-17' };

/** The server of a new member: the signup, the steps (their progress kept here), the own profile and its updates. */
function funnelServer(options: { refuseDone?: Record<string, { code: string; message: string }> } = {}) {
  const progress: Record<string, 'done' | 'skipped'> = {};
  const answer = (): SignupStepsResponse => {
    const steps = (['photo', 'location', 'personal', 'about'] as const).map((step) => ({ step, state: progress[step] ?? 'todo' as const }));
    return { steps, next: steps.find((s) => s.state === 'todo')?.step ?? null };
  };
  return stubApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/signup.php') return json(201, { user: userFixture({ status: 'not_confirmed', email: ACCOUNT.email }) });
    if (url.pathname === '/api/signup-steps.php' && method === 'GET') return json(200, answer());
    if (url.pathname === '/api/signup-steps.php') {
      const { step, action } = JSON.parse(String(init!.body)) as { step: string; action: 'done' | 'skip' };
      const refusal = action === 'done' ? options.refuseDone?.[step] : undefined;
      if (refusal) return json(422, { error: { ...refusal, field: step } });
      progress[step] = action === 'done' ? 'done' : 'skipped';
      return json(200, answer());
    }
    if (url.pathname === '/api/profile.php' && method === 'GET') return json(200, { profile: own });
    if (url.pathname === '/api/profile.php') return json(200, { profile: { ...own, ...JSON.parse(String(init!.body)) } });
    if (url.pathname === '/api/regions.php') return json(200, { regions: [{ code: 'NL-UT', country: 'NL', name: 'Utrecht', cities: ['Amersfoort', 'Utrecht'] }] });
    return undefined;
  });
}

const fillAccount = () => {
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: ACCOUNT.email } });
  fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: ACCOUNT.name } });
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: ACCOUNT.password } });
  fireEvent.change(screen.getByLabelText('Geboortedatum'), { target: { value: ACCOUNT.date_of_birth } });
};

describe('the signup draft (spec 3)', () => {
  it('keeps what was typed in the tab, so a reload restores the account step, locked as a signup in progress', async () => {
    funnelServer();
    const first = await renderInApp(<SignupModal show onClose={() => {}} />);
    await screen.findByLabelText('E-mailadres');
    fillAccount();
    expect(readSignupDraft()).toEqual(ACCOUNT);
    first.unmount();

    // The page is loaded again: the modal opens with everything back in place.
    await renderInApp(<SignupModal show onClose={() => {}} />);
    expect((await screen.findByLabelText<HTMLInputElement>('E-mailadres')).value).toBe(ACCOUNT.email);
    expect(screen.getByLabelText<HTMLInputElement>('Profielnaam').value).toBe(ACCOUNT.name);
    expect(screen.getByLabelText<HTMLInputElement>('Wachtwoord').value).toBe(ACCOUNT.password);
    expect(screen.getByLabelText<HTMLInputElement>('Geboortedatum').value).toBe(ACCOUNT.date_of_birth);
    await waitFor(() => expect(screen.getByTestId('signup-modal').dataset.locked).toBe('true'));
  });

  it('sends the first message a member landing put in the draft, and forgets the draft (password and all) once the account exists', async () => {
    const fetch = funnelServer();
    saveSignupDraft({ ...ACCOUNT, signup_message: 'Hoi Sanne, zin in koffie?', signup_profile: 12 });
    await renderInApp(<SignupModal show onClose={() => {}} />);
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Je eerste bericht')).value).toBe('Hoi Sanne, zin in koffie?');
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await screen.findByText('Voeg een foto toe');
    expect(bodiesSent(fetch, '/api/signup.php')[0]).toMatchObject({ ...ACCOUNT, signup_message: 'Hoi Sanne, zin in koffie?', signup_profile: 12 });
    expect(window.sessionStorage.getItem('signup-draft')).toBeNull();
  });

  it('sends no first message without the profile it is for', async () => {
    const fetch = funnelServer();
    saveSignupDraft({ ...ACCOUNT, signup_message: 'Hoi!' });
    await renderInApp(<SignupModal show onClose={() => {}} />);
    expect(screen.queryByLabelText('Je eerste bericht')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Account aanmaken' }));
    await screen.findByText('Voeg een foto toe');
    expect(bodiesSent(fetch, '/api/signup.php')[0]).not.toHaveProperty('signup_message');
  });
});

describe('the steps after the account', () => {
  it('follow the account in the locked modal, each can be skipped, and the activation mail comes last', async () => {
    const fetch = funnelServer();
    const onClose = vi.fn();
    await renderInApp(<SignupModal show onClose={onClose} />);
    await screen.findByLabelText('E-mailadres');
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    expect(await screen.findByText('Voeg een foto toe')).toBeTruthy();
    expect(screen.getByText('Stap 2 van 5')).toBeTruthy();
    const modal = screen.getByTestId('signup-modal');
    expect(modal.dataset.locked).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).not.toHaveBeenCalled();

    for (const title of ['Voeg een foto toe', 'Waar woon je?', 'Vertel iets over jezelf', 'Over mij']) {
      await screen.findByRole('heading', { name: title });
      fireEvent.click(screen.getByRole('button', { name: 'Sla deze stap over' }));
    }
    // The site sends no push: after about me comes the activation mail.
    expect(await screen.findByText(/We hebben een activatiemail gestuurd naar eva.jansen@example.com/)).toBeTruthy();
    expect(screen.getByTestId('signup-modal').dataset.locked).toBe('false');
    expect(bodiesSent(fetch, '/api/signup-steps.php')).toEqual(['photo', 'location', 'personal', 'about'].map((step) => ({ step, action: 'skip' })));
  });

  it('saves a step\'s data through the profile, then reports it done; a refusal is shown and the step can still be skipped', async () => {
    const fetch = funnelServer({ refuseDone: { personal: { code: 'signup_personal_missing', message: 'Vul eerst iets over jezelf in, of sla deze stap over.' } } });
    await renderInApp(<SignupModal show onClose={() => {}} />);
    await screen.findByLabelText('E-mailadres');
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sla deze stap over' }));

    // Location by the region picker.
    await screen.findByRole('heading', { name: 'Waar woon je?' });
    const region = await screen.findByRole('option', { name: 'Utrecht' });
    fireEvent.change(screen.getByLabelText('Regio'), { target: { value: (region as HTMLOptionElement).value } });
    fireEvent.change(screen.getByLabelText('Plaats'), { target: { value: 'Amersfoort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan en verder' }));
    await screen.findByRole('heading', { name: 'Vertel iets over jezelf' });
    expect(bodiesSent(fetch, '/api/profile.php', 'PUT')[0]).toEqual({ region: 'NL-UT', city: 'Amersfoort' });

    fireEvent.change(screen.getByLabelText('Oogkleur'), { target: { value: 'green' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan en verder' }));
    expect(await screen.findByText('Vul eerst iets over jezelf in, of sla deze stap over.')).toBeTruthy();
    expect(bodiesSent(fetch, '/api/profile.php', 'PUT')[1]).toMatchObject({ eye_color: 'green', hair_color: null });
    fireEvent.click(screen.getByRole('button', { name: 'Sla deze stap over' }));
    expect(await screen.findByRole('heading', { name: 'Over mij' })).toBeTruthy();
    expect(bodiesSent(fetch, '/api/signup-steps.php')).toEqual([
      { step: 'photo', action: 'skip' }, { step: 'location', action: 'done' }, { step: 'personal', action: 'done' }, { step: 'personal', action: 'skip' },
    ]);
  });
});
