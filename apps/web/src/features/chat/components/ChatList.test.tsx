import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { ChatList } from './ChatList';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const chat = (conversation: number, name: string) => ({
  conversation, num_unread_messages: 2, started_by_me: false, held_messages: 0, updated_at: '2026-11-23T10:00:00Z',
  last_message: { kind: 'gift', preview: '', gift: 'rose', sent_at: '2026-11-23T10:00:00Z', from_me: false },
  profile: { id: conversation + 10, name, age: 30, gender: 'female', country: 'NL', region: null, region_name: null, city: null, main_image: null, fictional: false, online_recently: false },
});

describe('chat list', () => {
  it('removes a chat at once; when the server refuses, says why and reloads the list', async () => {
    let listCalls = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('api/chats.php')) { listCalls++; return json(200, { chats: [chat(1, 'Anna'), chat(2, 'Bea')], total_unread: 4 }); }
      if (url.includes('api/chat.php') && init?.method === 'DELETE') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return json(404, { error: { code: 'not_found', message: 'Niet gevonden' } });
      }
      return json(404, {});
    }));
    await renderInApp(<ChatList />, { user: userFixture(), path: '/chats' });
    expect(await screen.findAllByTestId('chat-row')).toHaveLength(2);
    expect(screen.getAllByText('Cadeautje: Rode roos')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Gesprek met Anna verwijderen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByText('Anna')).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toContain('Niet gevonden');
    await waitFor(() => expect(screen.getByText('Anna')).toBeTruthy());
    expect(listCalls).toBe(2);
  });

  it('leads to search when there are no conversations', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { chats: [], total_unread: 0 })));
    await renderInApp(<ChatList />, { user: userFixture(), path: '/chats' });
    expect((await screen.findByRole('link', { name: 'Leden zoeken' })).getAttribute('href')).toBe('/members');
  });

  it('shows the partner, the last message in words with its time, the unread count, the fictional label and held replies', async () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    const rows = [
      { ...chat(1, 'Anna'), num_unread_messages: 120, last_message: { kind: 'text', preview: 'Tot zaterdag!', gift: null, sent_at: today.toISOString(), from_me: true } },
      { ...chat(2, 'Bea'), num_unread_messages: 0, held_messages: 2, last_message: { kind: 'photo', preview: '', gift: null, sent_at: '2025-03-04T10:00:00Z', from_me: false } },
      { ...chat(3, 'Cleo'), profile: { ...chat(3, 'Cleo').profile, fictional: true } },
    ];
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { chats: rows, total_unread: 122 })));
    await renderInApp(<ChatList />, { user: userFixture(), path: '/chats' });
    const [anna, bea, cleo] = await screen.findAllByTestId('chat-row');
    expect(anna!.textContent).toContain('Jij: Tot zaterdag!');
    expect(anna!.textContent).toContain('09:05');
    expect(anna!.textContent).toContain('99+');
    expect(bea!.textContent).toContain('Foto');
    expect(bea!.textContent).toContain('4 mrt 2025');
    expect(bea!.querySelector('[data-testid=held-hint]')?.textContent).toContain('Antwoorden wachten op je bevestiging (2)');
    expect(cleo!.textContent).toContain('fictief profiel');
    expect(anna!.querySelector('a')?.getAttribute('href')).toBe('/chats/1');
  });
});
