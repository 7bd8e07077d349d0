import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { callsTo, json, matchCardFixture, matchFinderFixture, stubApi } from '../test-fixtures';
import SignupMatchesPage from './SignupMatchesPage';

afterEach(() => vi.unstubAllGlobals());

const route = { name: 'signup-matches', layout: 'default' } as const;
const render = () => renderInApp(<SignupMatchesPage />, { user: userFixture(), path: '/signup-matches', routePath: '/signup-matches', route });

describe('signup matches', () => {
  it('shows the match finder\'s results for the default answers, each with its photo, label and a one-tap like', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/match-finder.php' ? json(200, matchFinderFixture({
      results: [
        matchCardFixture(21, 'Sanne', { main_image: { thumb_filename: '/t/21.webp', filename: '/p/21.webp', status: 'active', match: true } }),
        matchCardFixture(22, 'Lotte', { fictional: true }),
        matchCardFixture(23, 'Iris', { liked: true }),
      ],
    })) : undefined));
    await render();
    expect(await screen.findByRole('heading', { name: 'Deze leden passen bij jou', level: 1 })).toBeTruthy();
    const cards = screen.getAllByTestId('match-card');
    expect(cards).toHaveLength(3);
    // One button per card, and it is the like button (pressed when the member already likes the profile).
    expect(cards.map((card) => within(card).getAllByRole('button').map((b) => b.getAttribute('aria-pressed')))).toEqual([['false'], ['false'], ['true']]);
    expect(within(cards[0]!).getByRole('button', { name: 'Like geven' })).toBeTruthy();
    expect(within(cards[2]!).getByRole('button', { pressed: true })).toBeTruthy();
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/p/21.webp');
    expect(within(cards[1]!).getByText('fictief profiel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder' }).getAttribute('href')).toBe('/members');
    expect(callsTo(fetch, '/api/match-finder.php', 'PUT')).toHaveLength(0);
  });

  it('keeps a like on its card once the server has it, and puts a refused one right', async () => {
    let liked = false;
    stubApi((url, init) => {
      if (url.pathname === '/api/match-finder.php') return json(200, matchFinderFixture({ results: [matchCardFixture(21, 'Sanne', { liked })] }));
      if (url.pathname === '/api/likes.php') return new Promise<Response>(() => {});
      if (url.pathname !== '/api/like.php') return undefined;
      if (init?.method === 'DELETE') return json(403, { error: { code: 'generic', message: 'Dat lukte niet' } });
      liked = true;
      return json(200, { liked: true, match: false });
    });
    await render();
    const button = () => within(screen.getByTestId('match-card')).getAllByRole('button')[0]!;
    await screen.findByTestId('match-card');
    fireEvent.click(button());
    await waitFor(() => expect(liked).toBe(true));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('false'));
    expect(button().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button());
    expect(await screen.findByText('Dat lukte niet')).toBeTruthy();
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
  });

  it('still offers the way on when nobody fits yet', async () => {
    stubApi((url) => (url.pathname === '/api/match-finder.php' ? json(200, matchFinderFixture({ results: [] })) : undefined));
    await render();
    expect(await screen.findByText('We zoeken nog naar leden die bij je passen. Kijk straks nog eens.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder' })).toBeTruthy();
  });
});
