import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnsweringView } from '@app/shared/contracts/console/queue';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import { renderConsole } from '../../test/render-console';
import AnswerPage from './pages/AnswerPage';

afterEach(() => { vi.unstubAllGlobals(); });

const TRUTHFUL = 'Eerlijk antwoord: je schrijft met een fictief profiel.';

const view = (mine: boolean): AnsweringView => ({
  conversation: { id: 5, site: { id: 1, name: 'Vonkje' }, language: 'nl', waiting: true, lock: mine ? { staff_name: 'Olga', until: '2026-11-25T12:06:00Z', mine: true } : null },
  fictional: {
    profile_id: 9, name: 'Fenna', age: 31, date_of_birth: '1995-01-01', gender: 'female', sexuality: 'hetero', country: 'NL', region: null, region_name: null,
    city: 'Utrecht', hair_color: null, eye_color: null, body_type: null, relationship_status: null, tattoos: null, reason: null, about: 'Bakt graag',
    interests: [], photos: [], notes: [{ id: 1, text: 'Werkt in een bakkerij', staff_name: 'Olga', created_at: '2026-11-20T10:00:00Z' }],
  },
  member: {
    user_id: 42, vulnerable: false, notes: [],
    profile: {
      id: 7, name: 'Bram', age: 40, gender: 'male', country: 'NL', region: null, region_name: null, city: null, main_image: null, fictional: false,
      online_recently: true, photos: [], photo_count: 0, more_photos_locked: false, blocked_by_me: false, blocked_me: false, liked: false, match: false,
      abilities: { can_chat: true, can_like: true, can_gift: true, can_block: true, can_see_private_photos: false },
    },
  },
  messages: [{ id: 100, from: 'member', kind: 'text', text: 'Ben jij wel echt?', gift: null, photo: null, sent_at: '2026-11-25T11:50:00Z' }],
  truthful_answer: TRUTHFUL,
});

async function renderPage() {
  const router = await renderConsole('operator', [
    { path: '/queue/:id', element: <AnswerPage /> },
    { path: '/queue', element: <p>wachtrij</p> },
  ], '/queue/5');
  await screen.findByText('Ben jij wel echt?');
  return router;
}

describe('the answering screen', () => {
  it('shows both profiles and the rules, puts the truthful answer in the composer and sends it as the fictional profile', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/console/queue/conversation.php') return json(200, view(true));
      if (url.pathname === '/api/console/notes.php') return json(200, { notes: [] });
      if (url.pathname === '/api/console/queue/answer.php' && init?.method === 'POST') return json(200, { message: { id: 101, sent_at: '2026-11-25T11:55:00Z' } });
      return undefined;
    });
    const router = await renderPage();
    expect(screen.getByText('Je schrijft als Fenna')).toBeTruthy();
    expect(screen.getByText('Werkt in een bakkerij')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('antwoord altijd eerlijk');
    const box = screen.getByPlaceholderText('Schrijf je antwoord als het fictieve profiel…') as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Eerlijk antwoord invoegen' }));
    expect(box.value).toBe(TRUTHFUL);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/queue'));
    const [sent] = bodiesSent(fetch, '/api/console/queue/answer.php') as Array<{ conversation: number; text: string; client_id: string }>;
    expect(sent).toMatchObject({ conversation: 5, text: TRUTHFUL });
    expect(sent!.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('warns about a forbidden answer before sending, and offers the flag with exactly the member-care body', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/console/queue/conversation.php') return json(200, view(true));
      if (url.pathname === '/api/console/notes.php') return json(200, { notes: [] });
      if (url.pathname === '/api/console/members/flag.php' && init?.method === 'POST') return json(200, { ok: true });
      return undefined;
    });
    await renderPage();
    fireEvent.change(screen.getByPlaceholderText('Schrijf je antwoord als het fictieve profiel…'), { target: { value: 'Zullen we afspreken zaterdag?' } });
    expect(screen.getByText(/het bevat een afspraak of ontmoeting/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Versturen' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Markeren als kwetsbaar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reden'), { target: { value: 'Schrijft over somberheid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Markeren' }));
    await waitFor(() => expect(bodiesSent(fetch, '/api/console/members/flag.php')).toEqual([{ user: 42, reason: 'Schrijft over somberheid' }]));
    expect(await screen.findByText('Kwetsbaar')).toBeTruthy();
  });

  it('without my lock the composer is closed until I take the conversation', async () => {
    let mine = false;
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/console/queue/conversation.php') return json(200, view(mine));
      if (url.pathname === '/api/console/notes.php') return json(200, { notes: [] });
      if (url.pathname === '/api/console/queue/take.php' && init?.method === 'POST') { mine = true; return json(200, { taken: { conversation: 5, until: '2026-11-25T12:06:00Z' } }); }
      return undefined;
    });
    await renderPage();
    const box = screen.getByPlaceholderText('Schrijf je antwoord als het fictieve profiel…') as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Nemen' }));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(bodiesSent(fetch, '/api/console/queue/take.php')).toEqual([{ conversation: 5 }]);
  });
});
