import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { memberFixture, renderInApp, settingsFixture } from '../../../test/render';
import { json, stubApi } from '../../../test/stub-api';
import { readSignupDraft, saveSignupDraft } from '../../../lib/signup-draft';
import { SignupModalProvider } from '../signup/SignupModalProvider';
import SignupPage from './SignupPage';

afterEach(() => vi.unstubAllGlobals());

const fenna = memberFixture({ id: 12, name: 'Fenna', fictional: true, about: 'Dol op dansen.' });
const settings = settingsFixture({ fictional_warning: 'Fictieve profielen zijn bedoeld voor entertainment; afspreken is niet mogelijk.', message_credits: 10, signup_credits: 20 });
const answerProfile = (profile = fenna) => stubApi((url) => (url.pathname === '/api/member.php' ? json(200, { profile }) : undefined));

describe('/members/{id}/signup', () => {
  it('shows the profile with its fictional label and warning next to the first message, then opens the signup with it', async () => {
    answerProfile();
    saveSignupDraft({ signup_message: 'Hoi Fenna!', signup_profile: 12 });
    await renderInApp(<SignupModalProvider><SignupPage /></SignupModalProvider>,
      { routePath: '/members/:id/signup', path: '/members/12/signup', route: { name: 'members-id-signup', layout: 'empty' }, settings });
    const card = await screen.findByTestId('member-signup');
    expect(card.dataset.fictional).toBe('true');
    expect(screen.getByText('Fictieve profielen zijn bedoeld voor entertainment; afspreken is niet mogelijk.')).toBeTruthy();
    expect(screen.getByText(/Fenna is een fictief profiel: berichten worden beantwoord door onze medewerkers/)).toBeTruthy();
    expect(screen.getByText('Je bericht gaat naar Fenna zodra je je e-mailadres hebt bevestigd. Het kost 10 van je 20 gratis startcredits.')).toBeTruthy();
    // The message the landing wrote is there to edit.
    const message = screen.getByLabelText<HTMLTextAreaElement>('Je eerste bericht aan Fenna');
    expect(message.value).toBe('Hoi Fenna!');
    fireEvent.change(message, { target: { value: 'Hoi Fenna, hoe is het?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verstuur en meld je gratis aan' }));

    expect(readSignupDraft()).toEqual({ signup_message: 'Hoi Fenna, hoe is het?', signup_profile: 12 });
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Je eerste bericht')).value).toBe('Hoi Fenna, hoe is het?');
  });

  it('does not offer a message meant for another profile', async () => {
    answerProfile(memberFixture({ id: 12, name: 'Sanne' }));
    saveSignupDraft({ signup_message: 'Hoi Bas!', signup_profile: 99 });
    await renderInApp(<SignupModalProvider><SignupPage /></SignupModalProvider>,
      { routePath: '/members/:id/signup', path: '/members/12/signup', route: { name: 'members-id-signup', layout: 'empty' }, settings });
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Je eerste bericht aan Sanne')).value).toBe('');
    expect(screen.queryByText(/fictief profiel/)).toBeNull();
  });
});
