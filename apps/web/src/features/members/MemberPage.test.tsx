import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberProfile, Photo } from '@app/shared';
import { ALL_ABILITIES, memberFixture, renderInApp, userFixture } from '../../test/render';
import MemberPage from './MemberPage';

afterEach(() => vi.unstubAllGlobals());

const openMemberPage = (options: Parameters<typeof renderInApp>[1] = {}) =>
  renderInApp(<MemberPage />, { routePath: '/members/:id', path: '/members/12', route: { name: 'members-id', layout: 'default' }, ...options });

/** The profile as the server answers it now (liked and match are part of the answer). */
const member = (overrides: Partial<MemberProfile> = {}) => memberFixture({ liked: false, match: false, ...overrides });

const photo = (id: number, main = false): Photo => ({
  id, thumb_url: `/api/photo.php?key=photo${id}xxxxxxxxxxxx&size=thumb`, url: `/api/photo.php?key=photo${id}xxxxxxxxxxxx&size=full`, status: 'active', private: false, main,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call { method: string; path: string; body: unknown }

/**
 * A small server: GET api/member.php answers the current profile (which a handler may change), other calls go to
 * `handlers` by "METHOD path". Every call is recorded.
 */
function serve(initial: MemberProfile, handlers: Record<string, (call: Call, state: { profile: MemberProfile }) => Response> = {}) {
  const state = { profile: initial };
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', path: new URL(url, 'http://localhost').pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (call.method === 'GET' && call.path === '/api/member.php') return json({ profile: state.profile });
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call, state) : json({ error: { code: 'not_found', message: 'Niet gevonden' } }, 404);
  }));
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

// The like button belongs to the likes feature (and has tests there); these are the page's own actions.
const actionButtons = () => screen.queryAllByRole('button').map((b) => b.textContent).filter((text) => ['Chatten', 'Cadeautje sturen', 'Dit lid blokkeren', 'Melden'].includes(text ?? ''));

describe('member page: what the viewer may do comes from the server', () => {
  it('tells a visitor who clicks chat or gift to log in first and offers to sign up, and shows no block or report', async () => {
    serve(member());
    await openMemberPage();
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(actionButtons()).toEqual(['Chatten', 'Cadeautje sturen']);
    expect(screen.queryByRole('button', { name: 'Dit lid blokkeren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Melden' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chatten' }));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Je moet ingelogd zijn om te chatten');
    expect(within(notice).getByRole('button', { name: 'Gratis aanmelden' })).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Cadeautje sturen' }));
    expect(screen.getByRole('status').textContent).toContain('Om een cadeautje te sturen moet je ingelogd zijn');
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Gratis aanmelden' })).toBeTruthy();
  });

  it('offers a member exactly the actions the abilities allow', async () => {
    serve(member({ abilities: { ...ALL_ABILITIES, can_like: false, can_gift: false } }));
    await openMemberPage({ user: userFixture({ paid_user: true }) });
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(actionButtons()).toEqual(['Chatten', 'Dit lid blokkeren', 'Melden']);
  });

  it('offers nothing the server does not allow, whatever the member\'s own flags say', async () => {
    serve(member({ abilities: { can_chat: false, can_like: false, can_gift: false, can_block: false, can_see_private_photos: false } }));
    await openMemberPage({ user: userFixture({ paid_user: true }) });
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual([]);
  });
});

describe('member page: locked photos say what unlocks them', () => {
  it('tells a visitor how many more photos a login shows, with sign-up and log-in offers', async () => {
    serve(member({ photos: [photo(1, true)], photo_count: 4, more_photos_locked: true }));
    await openMemberPage();
    const hint = await screen.findByTestId('more-photos-hint');
    expect(hint.textContent).toContain("Nog 3 foto's van Sanne");
    expect(hint.textContent).toContain("Om meer foto's van Sanne te zien moet je ingelogd zijn");
    expect(within(hint).getByRole('button', { name: 'Gratis aanmelden' })).toBeTruthy();
    expect(within(hint).getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
  });

  it('tells a free member the rest is for premium members, with the way there', async () => {
    serve(member({ photos: [photo(1, true), photo(2)], photo_count: 3, more_photos_locked: true, abilities: { ...ALL_ABILITIES, can_see_private_photos: false } }));
    await openMemberPage({ user: userFixture({ paid_user: false }) });
    const hint = await screen.findByTestId('more-photos-hint');
    expect(hint.textContent).toContain('Nog 1 foto voor premium leden');
    expect(within(hint).getByRole('link').getAttribute('href')).toBe('/premium');
  });

  it('says nothing when the server lets the viewer see every photo', async () => {
    serve(member({ photos: [photo(1, true)], photo_count: 2, more_photos_locked: true, abilities: ALL_ABILITIES }));
    await openMemberPage({ user: userFixture({ paid_user: true }) });
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(screen.queryByTestId('more-photos-hint')).toBeNull();
  });
});

describe('member page: photo viewer', () => {
  const fourPhotos = () => member({ photos: [photo(2), photo(1, true), photo(3), photo(4)], photo_count: 4 });
  const counter = () => screen.getByTestId('photo-counter').textContent;
  const shown = () => within(screen.getByRole('dialog', { name: "Foto's van Sanne" })).getByRole('img');

  it('shows the main photo first and names every photo', async () => {
    serve(fourPhotos());
    await openMemberPage();
    const gallery = await screen.findByTestId('member-gallery');
    const images = within(gallery).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Foto 1 van Sanne', 'Foto 2 van Sanne', 'Foto 3 van Sanne', 'Foto 4 van Sanne']);
    expect(images[0]!.getAttribute('src')).toBe(photo(1).url);
  });

  it('opens on the clicked photo, moves with the arrow keys, buttons and swipes, and closes with Escape', async () => {
    serve(fourPhotos());
    await openMemberPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Foto 3 van Sanne' }));
    expect(await screen.findByRole('dialog', { name: "Foto's van Sanne" })).toBeTruthy();
    expect(counter()).toBe('3 / 4');
    expect(shown().getAttribute('alt')).toBe('Foto 3 van Sanne');
    expect(shown().getAttribute('src')).toBe(photo(3).url);

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('4 / 4');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 4');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter()).toBe('4 / 4');
    expect(shown().getAttribute('alt')).toBe('Foto 4 van Sanne');

    fireEvent.click(screen.getByRole('button', { name: 'Vorige foto' }));
    expect(counter()).toBe('3 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    expect(counter()).toBe('4 / 4');

    // A finger moving left shows the next photo, moving right the previous one; a short or vertical move does nothing.
    const stage = screen.getByTestId('photo-stage');
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 120, clientY: 210 });
    expect(counter()).toBe('1 / 4');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 260, clientY: 190 });
    expect(counter()).toBe('4 / 4');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 120, clientY: 400 });
    expect(counter()).toBe('4 / 4');

    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the main photo large with the close button', async () => {
    serve(member({ photos: [photo(1, true)], photo_count: 1 }));
    await openMemberPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Foto 1 van Sanne' }));
    expect(counter()).toBe('1 / 1');
    expect(screen.queryByRole('button', { name: 'Volgende foto' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('member page: blocking', () => {
  it('asks for confirmation, explaining what a block does, and only then blocks', async () => {
    const server = serve(member({ abilities: ALL_ABILITIES }), {
      'POST /api/block.php': (_call, state) => { state.profile = { ...state.profile, blocked_by_me: true, abilities: { ...ALL_ABILITIES, can_block: false } }; return json({ ok: true }); },
    });
    await openMemberPage({ user: userFixture() });
    fireEvent.click(await screen.findByRole('button', { name: 'Dit lid blokkeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sanne blokkeren?' });
    expect(dialog.textContent).toContain('Jullie chats en likes worden aan beide kanten verwijderd en jullie zien elkaars profiel niet meer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Dit lid blokkeren' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Blokkeren' }));
    expect(await screen.findByText('Je hebt dit lid geblokkeerd. Jullie zien elkaar niet meer op de site.')).toBeTruthy();
    expect(server.writes()).toEqual([{ method: 'POST', path: '/api/block.php', body: { profile_id: 12 } }]);
  });

  it('lifts a block at once, without asking', async () => {
    const server = serve(member({ blocked_by_me: true }), {
      'DELETE /api/block.php': (_call, state) => { state.profile = { ...state.profile, blocked_by_me: false }; return json({ ok: true }); },
    });
    await openMemberPage({ user: userFixture() });
    fireEvent.click(await screen.findByRole('button', { name: 'Blokkering opheffen' }));
    await waitFor(() => expect(server.writes()).toEqual([{ method: 'DELETE', path: '/api/block.php', body: { profile_id: 12 } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('member page: reporting', () => {
  const openReport = async () => {
    await openMemberPage({ user: userFixture() });
    fireEvent.click(await screen.findByRole('button', { name: 'Melden' }));
    return screen.findByRole('dialog', { name: 'Sanne melden' });
  };

  it('offers every reason in the page language, sends the chosen one with the text, and thanks the member', async () => {
    const server = serve(member({ abilities: ALL_ABILITIES }), { 'POST /api/report.php': () => json({ ok: true }) });
    const dialog = await openReport();
    const reasons = within(dialog).getByLabelText('Reden');
    expect(within(reasons).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kies een reden', 'Nepprofiel', 'Ongepaste foto', 'Lastigvallen of intimidatie', 'Spam of reclame', 'Oplichting of vragen om geld', 'Lijkt jonger dan 18', 'Iets anders',
    ]);
    // No reason yet: the form says so, and nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));
    expect(await within(dialog).findByText('Kies waarom je dit profiel meldt.')).toBeTruthy();
    expect(server.writes()).toEqual([]);

    fireEvent.change(reasons, { target: { value: 'scam' } });
    fireEvent.change(within(dialog).getByLabelText('Toelichting (niet verplicht)'), { target: { value: 'Vraagt om geld voor een vliegticket.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));
    expect((await within(dialog).findByTestId('report-thanks')).textContent).toContain('Bedankt voor je melding');
    expect(server.writes()).toEqual([{ method: 'POST', path: '/api/report.php', body: { profile: 12, reason: 'scam', text: 'Vraagt om geld voor een vliegticket.' } }]);
  });

  it('shows the server\'s refusal in its own words', async () => {
    serve(member({ abilities: ALL_ABILITIES }), {
      'POST /api/report.php': () => json({ error: { code: 'rate_limited', message: 'Te veel verzoeken, probeer het over 60 seconden opnieuw.' } }, 429),
    });
    const dialog = await openReport();
    fireEvent.change(within(dialog).getByLabelText('Reden'), { target: { value: 'fake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Te veel verzoeken, probeer het over 60 seconden opnieuw.');
    expect(within(dialog).queryByTestId('report-thanks')).toBeNull();
  });

  it('is not offered to visitors', async () => {
    serve(member());
    await openMemberPage();
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(screen.queryByRole('button', { name: 'Melden' })).toBeNull();
  });
});

describe('member page: interests', () => {
  it('lists the interests in the order of their Dutch names', async () => {
    serve(member({ interests: ['wine', 'animals', 'kissing', 'beer', 'hiking', 'adventure', 'tea'] }));
    await openMemberPage();
    const chips = within(await screen.findByTestId('member-interests')).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['Avontuur', 'Bier', 'Dieren', 'Thee', 'Wandelen', 'Wijn', 'Zoenen']);
  });
});
