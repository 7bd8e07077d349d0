import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessagesResponse } from '@app/shared/contracts/chat';
import { renderInApp, settingsFixture, userFixture } from '../../../test/render';
import { sessionKeys } from '../../session';
import { Conversation } from './Conversation';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = { id: 7, name: 'Bram', age: 38, gender: 'male' as const, country: 'NL', region: null, region_name: null, city: 'Utrecht', main_image: null, fictional: false, online_recently: false };
const empty = (overrides: Partial<MessagesResponse> = {}): MessagesResponse => ({
  conversation: null, profile, messages: [], more: false, held_messages: 0, conversation_limit_reached: false, fictional_notice: false, ...overrides,
});
const sent = (text: string, client_id: string) => ({
  message: { id: 100, conversation: 5, kind: 'text', text, gift: null, photo: null, from_me: true, read: false, client_id, sent_at: new Date().toISOString() },
  credits: 10,
});

/** A chat server: messages.php answers `history`, message.php answers with `onSend`. */
function chatServer(history: MessagesResponse, onSend: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const calls: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('api/messages.php')) return json(200, history);
    if (url.includes('api/message.php')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      calls.push(body);
      return onSend(body);
    }
    if (url.includes('api/chats.php')) return json(200, { chats: [], total_unread: 0 });
    return json(200, { ok: true, total_unread: 0 });
  }));
  return calls;
}

const renderConversation = (credits = 20, settings = settingsFixture()) =>
  renderInApp(<Conversation target={{ profile: 7 }} />, { user: userFixture({ credits }), settings, path: '/members/7/chat' });

describe('conversation', () => {
  it('shows the price on the send button and the balance, and sends optimistically', async () => {
    let release!: () => void;
    const calls = chatServer(empty(), (body) => new Promise((resolve) => { release = () => resolve(json(201, sent(String(body.text), String(body.client_id)))); }));
    const { queryClient } = await renderConversation(20);
    const button = await screen.findByRole('button', { name: 'Verstuur · 10 credits' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true); // nothing typed yet
    expect(screen.getByTestId('balance').textContent).toContain('Saldo: 20 credits');
    fireEvent.change(screen.getByLabelText('Schrijf een bericht…'), { target: { value: 'Hoi <b>Bram</b>' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(screen.getByTestId('send'));
    expect((await screen.findByTestId('message-pending')).textContent).toContain('Hoi <b>Bram</b>');
    expect(screen.getByTestId('message-pending').getAttribute('data-status')).toBe('sending');
    release();
    expect((await screen.findByTestId('message')).textContent).toContain('Hoi <b>Bram</b>');
    expect(screen.queryByTestId('message-pending')).toBeNull();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryData<{ credits: number }>(sessionKeys.user())?.credits).toBe(10));
  });

  it('a short balance says so with the way to buy credits, and sends nothing', async () => {
    const calls = chatServer(empty(), () => json(500, {}));
    await renderConversation(5);
    expect((await screen.findByTestId('insufficient-credits')).textContent).toContain('Je hebt onvoldoende credits');
    expect(screen.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    fireEvent.change(screen.getByLabelText('Schrijf een bericht…'), { target: { value: 'Hoi' } });
    expect((screen.getByTestId('send') as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('a failed send can be retried with the same client_id (one message, one debit)', async () => {
    let attempt = 0;
    const calls = chatServer(empty(), (body) => (++attempt === 1 ? json(429, { error: { code: 'rate_limited', message: 'Te veel verzoeken' } }) : json(201, sent(String(body.text), String(body.client_id)))));
    await renderConversation(20);
    fireEvent.change(await screen.findByLabelText('Schrijf een bericht…'), { target: { value: 'Nog een keer' } });
    fireEvent.click(screen.getByTestId('send'));
    await waitFor(() => expect(screen.getByTestId('message-pending').getAttribute('data-status')).toBe('failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect((await screen.findByTestId('message')).textContent).toContain('Nog een keer');
    expect(calls.map((c) => c.client_id)).toEqual([calls[0]!.client_id, calls[0]!.client_id]);
  });

  it('asks once before the first paid message to a fictional profile, then resends with the acknowledgement', async () => {
    const calls = chatServer(empty({ profile: { ...profile, fictional: true }, fictional_notice: true }), (body) => (body.acknowledge_fictional
      ? json(201, sent(String(body.text), String(body.client_id)))
      : json(409, { error: { code: 'fictional_notice', message: 'Dit is een fictief profiel.' } })));
    await renderConversation(20, settingsFixture({ fictional_warning: 'Fictief: beheerd door medewerkers.' }));
    expect((await screen.findByTestId('fictional-warning')).textContent).toContain('Fictief: beheerd door medewerkers.');
    fireEvent.change(screen.getByLabelText('Schrijf een bericht…'), { target: { value: 'Hallo' } });
    fireEvent.click(screen.getByTestId('send'));
    expect((await screen.findByTestId('fictional-notice')).textContent).toContain('Fictief: beheerd door medewerkers.');
    fireEvent.click(screen.getByRole('button', { name: 'Begrepen, verstuur' }));
    expect((await screen.findByTestId('message')).textContent).toContain('Hallo');
    expect(calls.map((c) => c.acknowledge_fictional)).toEqual([undefined, true]);
    expect(calls[1]!.client_id).toBe(calls[0]!.client_id);
  });

  it('a free member at the conversation limit sees the premium offer instead of the composer', async () => {
    chatServer(empty({ conversation_limit_reached: true }), () => json(500, {}));
    await renderConversation(20);
    expect((await screen.findByTestId('conversation-limit')).textContent).toContain('maximaal 2 gesprekken');
    expect(screen.getByRole('link', { name: 'Word premium' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByTestId('composer')).toBeNull();
  });

  it('offers icebreakers in an empty conversation', async () => {
    chatServer(empty(), () => json(500, {}));
    await renderConversation(20);
    fireEvent.click((await screen.findAllByRole('button', { name: /profiel sprong er echt uit/ }))[0]!);
    expect((screen.getByLabelText('Schrijf een bericht…') as HTMLTextAreaElement).value).toBe('Hoi! Je profiel sprong er echt uit. Hoe gaat het met je?');
  });
});
