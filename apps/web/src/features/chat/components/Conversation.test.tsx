import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessagesResponse } from '@app/shared/contracts/chat';
import { renderInApp, settingsFixture, userFixture } from '../../../test/render';
import { sessionKeys } from '../../session';
import { Conversation } from './Conversation';

afterEach(() => vi.unstubAllGlobals());

/** jsdom has no object URLs (the photo preview); these exist for one test each. */
function stubObjectUrls() {
  const url = URL as unknown as Record<string, unknown>;
  url.createObjectURL = () => 'blob:preview';
  url.revokeObjectURL = () => {};
  onTestFinished(() => { delete url.createObjectURL; delete url.revokeObjectURL; });
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = { id: 7, name: 'Bram', age: 38, gender: 'male' as const, country: 'NL', region: null, region_name: null, city: 'Utrecht', main_image: null, fictional: false, online_recently: false };
const empty = (overrides: Partial<MessagesResponse> = {}): MessagesResponse => ({
  conversation: null, profile, messages: [], more: false, held_messages: 0, conversation_limit_reached: false, fictional_notice: false, ...overrides,
});
let nextId = 100;
const storedMessage = (fields: Record<string, unknown>, client_id: string) => ({
  id: nextId++, conversation: 5, kind: 'text', text: null, gift: null, photo: null, from_me: true, read: false, client_id, sent_at: new Date().toISOString(), ...fields,
});
const sent = (text: string, client_id: string, credits = 10) => ({ message: storedMessage({ text }, client_id), credits });

interface ServerOptions {
  /** The member as GET api/user.php answers after a reload of the balance. */
  user?: ReturnType<typeof userFixture>;
  onUpload?: () => Response | Promise<Response>;
}

/** A chat server: messages.php answers `history`, message.php answers with `onSend`. */
function chatServer(history: MessagesResponse, onSend: (body: Record<string, unknown>) => Response | Promise<Response>, options: ServerOptions = {}) {
  const calls: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('api/messages.php')) return json(200, history);
    if (url.includes('api/message-photo.php')) return options.onUpload?.() ?? json(500, {});
    if (url.includes('api/message.php')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      calls.push(body);
      return onSend(body);
    }
    if (url.includes('api/chats.php')) return json(200, { chats: [], total_unread: 0 });
    if (url.includes('api/user.php')) return json(200, { user: options.user ?? userFixture() });
    return json(200, { ok: true, total_unread: 0 });
  }));
  return calls;
}

const renderConversation = (credits = 20, settings = settingsFixture(), path = '/members/7/chat') =>
  renderInApp(<Conversation target={{ profile: 7 }} />, { user: userFixture({ credits }), settings, path });

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

  it('gives each of several messages in flight its own outcome', async () => {
    const calls = chatServer(empty(), async (body) => (body.text === 'een'
      ? json(429, { error: { code: 'rate_limited', message: 'Te veel verzoeken, probeer het over 30 seconden opnieuw.' } })
      : json(201, sent(String(body.text), String(body.client_id)))));
    await renderConversation(50);
    const box = await screen.findByLabelText('Schrijf een bericht…');
    fireEvent.change(box, { target: { value: 'een' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'twee' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByTestId('message')).textContent).toContain('twee');
    await waitFor(() => expect(screen.getByTestId('message-pending').getAttribute('data-status')).toBe('failed'));
    expect(screen.getByTestId('message-pending').textContent).toContain('Te veel verzoeken');
    expect(calls.map((c) => c.text)).toEqual(['een', 'twee']);
  });

  it('Shift+Enter starts a new line instead of sending', async () => {
    const calls = chatServer(empty(), () => json(500, {}));
    await renderConversation(20);
    const box = await screen.findByLabelText('Schrijf een bericht…');
    fireEvent.change(box, { target: { value: 'regel een' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('message-pending')).toBeNull();
  });

  it('when the server finds the balance short (spent elsewhere), says so with the way to buy credits and reloads the balance', async () => {
    chatServer(empty(), () => json(402, { error: { code: 'insufficient_credits', message: 'Je hebt onvoldoende credits' } }), { user: userFixture({ credits: 5 }) });
    const { queryClient } = await renderConversation(20);
    fireEvent.change(await screen.findByLabelText('Schrijf een bericht…'), { target: { value: 'Hoi' } });
    fireEvent.click(screen.getByTestId('send'));
    expect((await screen.findByTestId('insufficient-credits')).textContent).toContain('Je hebt onvoldoende credits');
    await waitFor(() => expect(queryClient.getQueryData<{ credits: number }>(sessionKeys.user())?.credits).toBe(5));
    expect(screen.getByTestId('balance').textContent).toContain('Saldo: 5 credits');
    expect(screen.getByTestId('message-pending').getAttribute('data-status')).toBe('failed');
  });

  it('keeps the message unsent, with its retry, when the member closes the fictional notice', async () => {
    const calls = chatServer(empty({ profile: { ...profile, fictional: true }, fictional_notice: true }),
      () => json(409, { error: { code: 'fictional_notice', message: 'Dit is een fictief profiel.' } }));
    await renderConversation(20, settingsFixture({ fictional_warning: 'Fictief.' }));
    fireEvent.change(await screen.findByLabelText('Schrijf een bericht…'), { target: { value: 'Hallo' } });
    fireEvent.click(screen.getByTestId('send'));
    await screen.findByTestId('fictional-notice');
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.getByTestId('message-pending').getAttribute('data-status')).toBe('failed'));
    expect(screen.getByTestId('message-pending').textContent).toContain('Hallo');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByTestId('fictional-notice');
    expect(calls.map((c) => c.client_id)).toEqual([calls[0]!.client_id, calls[0]!.client_id]);
  });

  it('a member who was blocked sees why instead of the composer', async () => {
    chatServer(empty({ conversation: 5 }), () => json(403, { error: { code: 'blocked', message: 'Dit lid heeft je geblokkeerd.' } }));
    await renderConversation(20);
    fireEvent.change(await screen.findByLabelText('Schrijf een bericht…'), { target: { value: 'Hoi' } });
    fireEvent.click(screen.getByTestId('send'));
    expect((await screen.findByTestId('blocked')).textContent).toBe('Dit lid heeft je geblokkeerd.');
    expect(screen.queryByTestId('composer')).toBeNull();
  });

  it('asks a member whose e-mail is not confirmed to confirm it to read the replies, with the resend button', async () => {
    chatServer(empty({ conversation: 5, held_messages: 2 }), () => json(500, {}));
    await renderConversation(20);
    const notice = await screen.findByTestId('held-notice');
    expect(notice.textContent).toContain('Bevestig je e-mailadres om antwoorden te lezen');
    expect(screen.getByRole('button', { name: 'Stuur de activatiemail opnieuw' })).toBeTruthy();
  });

  it('uploads a chosen photo and sends it as a photo message at the photo price', async () => {
    stubObjectUrls();
    const photo = { key: 'a'.repeat(32), thumb_url: '/api/message-photo.php?key=a&size=thumb', url: '/api/message-photo.php?key=a&size=full', width: 320, height: 240 };
    const calls = chatServer(empty(), (body) => json(201, { message: storedMessage({ kind: 'photo', photo }, String(body.client_id)), credits: 5 }), {
      onUpload: () => json(201, { photo }),
    });
    await renderConversation(30);
    fireEvent.change(await screen.findByTestId('photo-input'), { target: { files: [new File(['x'], 'zon.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Foto sturen · 25 credits' }));
    await waitFor(() => expect(screen.getByTestId('message').getAttribute('data-kind')).toBe('photo'));
    expect(calls).toEqual([expect.objectContaining({ kind: 'photo', photo: photo.key })]);
  });

  it('a photo the balance does not cover is not offered for sending', async () => {
    stubObjectUrls();
    chatServer(empty(), () => json(500, {}));
    await renderConversation(20);
    fireEvent.change(await screen.findByTestId('photo-input'), { target: { files: [new File(['x'], 'zon.jpg', { type: 'image/jpeg' })] } });
    const preview = await screen.findByTestId('photo-preview');
    expect(preview.textContent).toContain('Je hebt onvoldoende credits');
    expect(screen.queryByRole('button', { name: 'Foto sturen · 25 credits' })).toBeNull();
  });

  it('opens with the gift picker from the member page (?gift=1) and sends the chosen gift at the gift price', async () => {
    const calls = chatServer(empty(), (body) => json(201, { message: storedMessage({ kind: 'gift', gift: body.gift }, String(body.client_id)), credits: 10 }));
    await renderConversation(60, settingsFixture(), '/members/7/chat?gift=1');
    const picker = await screen.findByTestId('gift-picker');
    expect(picker.textContent).toContain('Een cadeautje kost 50 credits. Je saldo: 60 credits.');
    fireEvent.click(screen.getByRole('radio', { name: 'Rode roos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rode roos sturen · 50 credits' }));
    await waitFor(() => expect(screen.getByTestId('message').getAttribute('data-kind')).toBe('gift'));
    expect(screen.getByTestId('message').textContent).toContain('Rode roos');
    expect(calls).toEqual([expect.objectContaining({ kind: 'gift', gift: 'rose' })]);
  });

  it('offers no gift the balance does not cover', async () => {
    chatServer(empty(), () => json(500, {}));
    await renderConversation(20, settingsFixture(), '/members/7/chat?gift=1');
    const picker = await screen.findByTestId('gift-picker');
    fireEvent.click(screen.getByRole('radio', { name: 'Hartje' }));
    expect(picker.textContent).toContain('Je hebt onvoldoende credits');
    expect((screen.getByTestId('gift-send') as HTMLButtonElement).disabled).toBe(true);
  });
});
