import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { memberFixture, renderInApp, settingsFixture } from '../../../test/render';
import { json, stubApi } from '../../../test/stub-api';
import { readSignupDraft } from '../../../lib/signup-draft';
import { SignupModalProvider } from '../../account';
import ChatsPage from '../pages/ChatsPage';

afterEach(() => vi.unstubAllGlobals());

const fenna = memberFixture({ id: 12, name: 'Fenna', fictional: true });
const settings = settingsFixture({ fictional_warning: 'Fictieve profielen zijn bedoeld voor entertainment; afspreken is niet mogelijk.' });
const answerProfile = () => stubApi((url) => (url.pathname === '/api/member.php' ? json(200, { profile: fenna }) : undefined));

describe('a visitor\'s /members/{id}/chat', () => {
  it('turns the typed message into the signup\'s first message to that profile', async () => {
    answerProfile();
    await renderInApp(<SignupModalProvider><ChatsPage /></SignupModalProvider>,
      { routePath: '/members/:id/chat', path: '/members/12/chat', route: { name: 'members-id-chat', layout: 'chat' }, settings });
    expect(await screen.findByTestId('visitor-chat')).toBeTruthy();
    expect(screen.getByTestId('fictional-warning').textContent).toContain('afspreken is niet mogelijk');
    expect(screen.getByText('Je moet ingelogd zijn om te chatten')).toBeTruthy();
    expect(screen.getByTestId('fictional-consent').textContent).toContain('Door te versturen bevestig je dat je dit begrijpt.');
    const send = screen.getByRole('button', { name: 'Versturen' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Schrijf een bericht…'), { target: { value: 'Hoi Fenna!' } });
    fireEvent.click(send);
    expect(readSignupDraft()).toEqual({ signup_message: 'Hoi Fenna!', signup_profile: 12 });
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Je eerste bericht')).value).toBe('Hoi Fenna!');
    expect(screen.getByTestId('signup-modal').dataset.locked).toBe('true');
  });
});
