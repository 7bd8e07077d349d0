import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { callsTo, json, likeCard, likesFixture, stubApi } from '../test-fixtures';
import { hideMatchOverlay } from '../hooks/match-overlay-store';
import LikesPage from './LikesPage';

afterEach(() => { vi.unstubAllGlobals(); hideMatchOverlay(); });

const openLikes = (path: string) =>
  renderInApp(<LikesPage />, { user: userFixture(), path, routePath: '/likes/:type?', route: { name: 'likes-type', layout: 'default' } });

const counts = { received: 3, given: 0, matches: 1 };
const received = likesFixture('received', [
  likeCard(7, { name: 'Bram', like_new: true }),
  likeCard(8, { name: 'Cas', match: true }),
  likeCard(9, { name: 'Daan', fictional: true }),
], { counts, new_likes: 1, liked_by: [{ id: 7, like_new: true }, { id: 8, like_new: false }, { id: 9, like_new: false }] });

describe('likes page', () => {
  it('shows the tabs with their counts, new and match marks, the fictional label, and opens a received like at /likes/m/{id}', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, received) : undefined));
    await openLikes('/likes');
    const cards = await screen.findAllByTestId('member-card');
    expect(callsTo(fetch, '/api/likes.php')[0]![0]).toContain('type=received&page=1');

    const tabs = within(screen.getByRole('navigation', { name: 'Soorten likes' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Ontvangen31 nieuw', 'Gegeven0', 'Matches1']);
    expect(tabs[0]!.getAttribute('aria-current')).toBe('page');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['/likes/received', '/likes/given', '/likes/matches']);

    expect(within(cards[0]!).getByTestId('new-marker').textContent).toBe('Nieuw');
    expect(within(cards[1]!).queryByTestId('new-marker')).toBeNull();
    expect(within(cards[1]!).getByTestId('match-marker').textContent).toContain('Match');
    expect(cards[2]!.textContent).toContain('fictief profiel');
    expect(within(cards[0]!).getByRole('link', { name: 'Bram' }).getAttribute('href')).toBe('/likes/m/7');

    // Like back from received: the unmatched ones are not liked yet, the matched one is.
    expect(within(cards[0]!).getByRole('button', { name: 'Bram een like geven' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(cards[1]!).getByRole('button', { name: 'Cas een like geven' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('likes back from the received tab at once, and shows the match the server then reports', async () => {
    let answer: () => void = () => {};
    let likedBack = false;
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/likes.php') {
        return json(200, likedBack ? { ...received, profiles: received.profiles.map((c) => (c.id === 7 ? { ...c, match: true } : c)) } : received);
      }
      if (url.pathname === '/api/like.php' && init?.method === 'POST') {
        return new Promise<Response>((resolve) => { answer = () => { likedBack = true; resolve(json(200, { liked: true, match: true })); }; });
      }
      return undefined;
    });
    await openLikes('/likes/received');
    const heart = () => screen.getByRole('button', { name: 'Bram een like geven' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bram een like geven' }));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    answer();
    const [bram] = screen.getAllByTestId('member-card');
    await waitFor(() => expect(within(bram!).queryByTestId('match-marker')).not.toBeNull());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetch, '/api/like.php')).toHaveLength(1);
  });

  it('opens other tabs\' cards at /members/{id} and shows every card in matches as liked', async () => {
    const matches = likesFixture('matches', [likeCard(8, { name: 'Cas', match: true })], { counts });
    stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, matches) : undefined));
    await openLikes('/likes/matches');
    const [card] = await screen.findAllByTestId('member-card');
    expect(within(card!).getByRole('link', { name: 'Cas' }).getAttribute('href')).toBe('/members/8');
    expect(within(card!).getByRole('button', { name: 'Cas een like geven' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('leads an empty tab to the search and the swipe game', async () => {
    stubApi((url) => (url.pathname === '/api/likes.php' ? json(200, likesFixture('given', [], { counts })) : undefined));
    await openLikes('/likes/given');
    const empty = await screen.findByTestId('likes-empty');
    expect(empty.textContent).toContain('Je hebt nog niemand een like gegeven');
    expect(within(empty).getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe('/members');
    expect(within(empty).getByRole('link', { name: 'Speel de swipegame' }).getAttribute('href')).toBe('/swipe-game');
  });

  it('pages through a long tab', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/likes.php'
      ? json(200, likesFixture('received', [likeCard(Number(url.searchParams.get('page')) * 100)], { counts: { ...counts, received: 30 }, page: Number(url.searchParams.get('page')), pages: 2 }))
      : undefined));
    const { router } = await openLikes('/likes/received');
    expect(await screen.findByText('Pagina 1 van 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Pagina 2 van 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(fetch, '/api/likes.php').map(([input]) => new URL(input, 'http://localhost').searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('is not a page for an unknown tab', async () => {
    stubApi(() => undefined);
    await openLikes('/likes/sent');
    expect(await screen.findByText('Deze pagina kon niet worden gevonden')).toBeTruthy();
  });
});
