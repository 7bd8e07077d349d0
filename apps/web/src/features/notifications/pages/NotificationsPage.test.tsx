import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationsResponse } from '@app/shared/contracts/notifications';
import { renderApp, renderInApp, userFixture } from '../../../test/render';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import { sessionKeys } from '../../session';
import NotificationsPage from './NotificationsPage';

afterEach(() => { vi.unstubAllGlobals(); });

const PATH = '/api/notifications.php';

function answer(overrides: Partial<NotificationsResponse> = {}): NotificationsResponse {
  return {
    settings: {
      new_conversations: { email: true, push: true },
      new_messages: { email: true, push: true },
      like: { email: true, push: true },
      unread_message_reminders: { email: true, push: true },
      promotions: { email: false, push: false },
      weekly_updates: { email: true, push: false },
      news: { email: false, push: false },
      reminders: { email: true, push: false },
    },
    disabled: [],
    unsubscribed: [],
    ...overrides,
  };
}

const open = (user = userFixture()) =>
  renderInApp(<NotificationsPage />, { user, path: '/notifications', route: { name: 'notifications', layout: 'default' } });
const switchOf = (type: string, channel: 'E-mail' | 'Push') => within(screen.getByTestId(`notification-${type}`)).getByRole('switch', { name: channel });

describe('notifications page', () => {
  it('is what the router opens at /notifications', async () => {
    stubApi((url) => (url.pathname === PATH ? json(200, answer()) : undefined));
    await renderApp('/notifications', { user: userFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meldingen' })).toBeTruthy();
    expect(await screen.findByTestId('notification-like')).toBeTruthy();
  });

  it('shows the eight types with their descriptions and a switch per channel, push only where it makes sense', async () => {
    stubApi((url) => (url.pathname === PATH ? json(200, answer()) : undefined));
    await open();
    expect(await screen.findByRole('heading', { name: 'Contact met leden' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Van Vonkje' })).toBeTruthy();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => within(g).getByText((_, el) => el?.tagName === 'LEGEND').textContent)).toEqual([
      'Nieuwe gesprekken', 'Nieuwe berichten', 'Likes', 'Herinneringen aan ongelezen berichten',
      'AanbiedingenMet je toestemming', 'Wekelijks overzicht', 'NieuwsMet je toestemming', 'Herinneringen',
    ]);
    expect(screen.getByText('Als iemand je voor het eerst een bericht stuurt.')).toBeTruthy();
    expect((switchOf('new_messages', 'Push') as HTMLInputElement).checked).toBe(true);
    expect((switchOf('promotions', 'E-mail') as HTMLInputElement).checked).toBe(false);
    expect(within(screen.getByTestId('notification-news')).queryByRole('switch', { name: 'Push' })).toBeNull();
    expect(within(screen.getByTestId('notification-news')).getByText('Alleen per e-mail')).toBeTruthy();
    // The marketing consent is explained with the switches it concerns.
    const note = screen.getByText(/Aanbiedingen en nieuws sturen we alleen als je ze zelf aanzet/);
    expect(switchOf('promotions', 'E-mail').getAttribute('aria-describedby')).toContain(note.id);
  });

  it('saves one switch at once, sending only that change', async () => {
    let resolve: (r: Response) => void = () => {};
    const fetch = stubApi((url, init) => {
      if (url.pathname !== PATH) return undefined;
      if (init?.method === 'PUT') return new Promise<Response>((r) => { resolve = r; });
      return json(200, answer());
    });
    await open();
    fireEvent.click(await screen.findByRole('switch', { name: 'Push', description: /Als er een nieuw bericht is/ }));
    // Optimistic: off while the server has not answered yet.
    await waitFor(() => expect((switchOf('new_messages', 'Push') as HTMLInputElement).checked).toBe(false));
    await waitFor(() => expect(bodiesSent(fetch, PATH, 'PUT')).toEqual([{ settings: { new_messages: { push: false } } }]));
    resolve(json(200, answer({ settings: { ...answer().settings, new_messages: { email: true, push: false } } })));
    await waitFor(() => expect((switchOf('new_messages', 'Push') as HTMLInputElement).checked).toBe(false));
  });

  it('puts the switch back and shows the server\'s message when saving fails', async () => {
    stubApi((url, init) => {
      if (url.pathname !== PATH) return undefined;
      if (init?.method === 'PUT') return json(400, { error: { code: 'notification_type', message: 'Dit soort melding bestaat niet.' } });
      return json(200, answer());
    });
    await open();
    await screen.findByTestId('notification-promotions');
    fireEvent.click(switchOf('promotions', 'E-mail'));
    expect((await screen.findByRole('alert')).textContent).toBe('Dit soort melding bestaat niet.');
    expect((switchOf('promotions', 'E-mail') as HTMLInputElement).checked).toBe(false);
  });

  it('explains a bounce and turns e-mail back on once the member confirms the address', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname !== PATH) return undefined;
      return json(200, init?.method === 'PUT' ? answer() : answer({ disabled: ['bounce'] }));
    });
    const user = userFixture({ email: 'eva@example.com', notifications_disabled: ['bounce'] });
    const { queryClient } = await open(user);
    const notice = await screen.findByTestId('delivery-problem');
    expect(within(notice).getByRole('heading').textContent).toBe('Je e-mailadres lijkt niet te werken');
    expect(notice.textContent).toContain('E-mails naar eva@example.com kwamen terug als onbestelbaar.');
    expect(within(notice).getByRole('link', { name: 'Ander e-mailadres invullen' }).getAttribute('href')).toBe('/settings#email');
    fireEvent.click(within(notice).getByRole('button', { name: 'Ja, stuur weer e-mails' }));
    expect((await screen.findByRole('status')).textContent).toBe('Je ontvangt weer e-mails op eva@example.com.');
    expect(bodiesSent(fetch, PATH, 'PUT')).toEqual([{ resume_email: { email: 'eva@example.com' } }]);
    // The banner reads the member record, which follows at once.
    expect(queryClient.getQueryData<{ notifications_disabled: string[] }>(sessionKeys.user())?.notifications_disabled).toEqual([]);
  });

  it('explains a spam complaint, and which e-mails the unsubscribe link switched off', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname !== PATH) return undefined;
      return json(200, init?.method === 'PUT' ? answer({ disabled: ['fbl'] }) : answer({ disabled: ['fbl', 'listunsubscribe'], unsubscribed: ['new_messages', 'like'] }));
    });
    await open(userFixture({ notifications_disabled: ['fbl', 'listunsubscribe'] }));
    expect((await screen.findByTestId('delivery-problem')).textContent).toContain('Een van onze e-mails aan eva@example.com is als spam gemarkeerd.');
    const unsubscribed = screen.getByTestId('unsubscribed-notice');
    expect(unsubscribed.textContent).toContain('Met de afmeldlink in een e-mail heb je deze e-mails uitgezet: Nieuwe berichten en Likes.');
    fireEvent.click(within(unsubscribed).getByRole('button', { name: 'Uit laten' }));
    await waitFor(() => expect(screen.queryByTestId('unsubscribed-notice')).toBeNull());
    expect(bodiesSent(fetch, PATH, 'PUT')).toEqual([{ settings: { new_messages: { email: false }, like: { email: false } } }]);
  });
});
