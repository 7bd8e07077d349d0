import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SwipeBody } from '@app/shared/contracts/discovery';
import { renderInApp, userFixture } from '../../../test/render';
import {
  bodiesSent, cardFixture, json, SERVER_NOW, stubApi, swipeAnswer, swipeStateFixture,
} from '../test-fixtures';
import SwipeGamePage from './SwipeGamePage';

const overlay = vi.hoisted(() => ({ show: vi.fn(), hide: vi.fn() }));
vi.mock('../../likes', async (importOriginal) => ({ ...await importOriginal<object>(), useMatchOverlay: () => overlay }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  overlay.show.mockReset();
});

const route = { name: 'swipe-game', layout: 'default' } as const;
const render = () => renderInApp(<SwipeGamePage />, { user: userFixture(), path: '/swipe-game', routePath: '/swipe-game', route });
const topCard = () => screen.getByTestId('swipe-top');
const press = (key: 'ArrowLeft' | 'ArrowRight') => fireEvent.keyDown(document.body, { key });

/** A swipe server: GET answers `state`; POST answers what `onSwipe` returns for the body (remaining counts down). */
function swipeServer(state = swipeStateFixture(), onSwipe?: (body: SwipeBody) => Response | Promise<Response>) {
  let remaining = state.remaining;
  return stubApi(async (url, init) => {
    if (url.pathname !== '/api/swipe.php') return undefined;
    if (init?.method !== 'POST') return json(200, { ...state, remaining });
    const body = JSON.parse(String(init.body)) as SwipeBody;
    if (onSwipe) return onSwipe(body);
    if (body.decision === 'like') remaining -= 1;
    return json(200, swipeAnswer({ decision: body.decision, remaining }));
  });
}

describe('swipe game', () => {
  it('likes the top card with the right arrow and passes the next with the left arrow', async () => {
    const fetch = swipeServer();
    await render();
    expect(within(await screen.findByTestId('swipe-top')).getByRole('heading').textContent).toBe('Anna, 41');
    expect(screen.getByTestId('likes-left').textContent).toBe('Vandaag nog 4 van 4 likes');

    press('ArrowRight');
    // Optimistic: the next card is on top and the like counts before the server has answered.
    expect(topCard().getAttribute('data-profile')).toBe('12');
    expect(screen.getByTestId('likes-left').textContent).toBe('Vandaag nog 3 van 4 likes');
    press('ArrowLeft');
    expect(topCard().getAttribute('data-profile')).toBe('13');

    await waitFor(() => expect(bodiesSent(fetch, '/api/swipe.php')).toEqual([{ profile: 11, decision: 'like' }, { profile: 12, decision: 'pass' }]));
    await waitFor(() => expect(screen.getByText(/Je sloeg Bram over\./).getAttribute('role')).toBe('status'));
    expect(screen.getByTestId('likes-left').textContent).toBe('Vandaag nog 3 van 4 likes');
  });

  it('decides with the two big buttons too, and shows the fictional label on a fictional profile\'s card', async () => {
    const fetch = swipeServer(swipeStateFixture({ candidates: [cardFixture(13, 'Carla', { fictional: true }), cardFixture(14, 'Daan')] }));
    await render();
    expect(within(await screen.findByTestId('swipe-top')).getByText('fictief profiel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(bodiesSent(fetch, '/api/swipe.php')).toEqual([{ profile: 13, decision: 'pass' }, { profile: 14, decision: 'like' }]));
  });

  it('after the last like of the day shows the wait, counted to renews_at on the server\'s clock, and ticking', async () => {
    // The device's clock is two hours behind the server's: the wait must still be the server's three hours.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(SERVER_NOW) - 2 * 3600_000);
    swipeServer(swipeStateFixture({ remaining: 1 }));
    await render();
    await screen.findByTestId('swipe-top');
    press('ArrowRight');

    const countdown = await screen.findByTestId('swipe-countdown');
    expect(countdown.textContent).toBe('03:00:00');
    expect(screen.getByRole('heading', { name: 'Je likes voor vandaag zijn op' })).toBeTruthy();
    expect(screen.queryByTestId('swipe-top')).toBeNull();
    expect(screen.getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe('/members');
    expect(screen.getByRole('link', { name: 'Naar de matchfinder' }).getAttribute('href')).toBe('/match-finder');

    act(() => vi.setSystemTime(Date.now() + 1000));
    await waitFor(() => expect(screen.getByTestId('swipe-countdown').textContent).toBe('02:59:59'), { timeout: 2500 });
    expect(screen.getByTestId('swipe-countdown').getAttribute('aria-label')).toBe('Nog 2 uur, 59 minuten en 59 seconden');
  });

  it('shows the wait when the server refuses a like for the day (swipe_limit)', async () => {
    let used = false;
    swipeServer(swipeStateFixture({ remaining: 2 }), () => {
      used = true;
      return json(429, { error: { code: 'swipe_limit', message: 'Je hebt je 4 likes van vandaag gebruikt. Morgen kun je weer liken.' } });
    });
    await render();
    await screen.findByTestId('swipe-top');
    press('ArrowRight');
    expect(await screen.findByTestId('swipe-wait')).toBeTruthy();
    expect(used).toBe(true);
    expect(screen.getByTestId('swipe-countdown').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('brings a refused card back on top with the server\'s message', async () => {
    let refuse: (() => void) | null = null;
    swipeServer(swipeStateFixture(), () => new Promise<Response>((resolve) => {
      refuse = () => resolve(json(403, { error: { code: 'like_invisible', message: 'Dit lid is onzichtbaar en kan geen likes ontvangen' } }));
    }));
    await render();
    await screen.findByTestId('swipe-top');
    press('ArrowRight');
    expect(topCard().getAttribute('data-profile')).toBe('12');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(refuse).not.toBeNull());
    act(() => refuse!());

    expect((await screen.findByRole('alert')).textContent).toContain('Dit lid is onzichtbaar en kan geen likes ontvangen');
    expect(topCard().getAttribute('data-profile')).toBe('11');
    expect(screen.getByTestId('likes-left').textContent).toBe('Vandaag nog 4 van 4 likes');
  });

  it('opens the match overlay when a like makes a match', async () => {
    swipeServer(swipeStateFixture(), (body) => json(200, swipeAnswer({ match: true, remaining: 3, decision: body.decision })));
    await render();
    await screen.findByTestId('swipe-top');
    press('ArrowRight');
    await waitFor(() => expect(overlay.show).toHaveBeenCalledTimes(1));
    expect(overlay.show.mock.calls[0]?.[0]).toMatchObject({ id: 11, name: 'Anna' });
  });

  it('asks for the next batch while a few cards are left, and puts the new cards under the stack', async () => {
    const batch = (from: number) => Array.from({ length: 10 }, (_, i) => cardFixture(from + i, `Lid ${from + i}`));
    let gets = 0;
    const fetch = stubApi((url, init) => {
      if (url.pathname !== '/api/swipe.php') return undefined;
      if (init?.method === 'POST') return json(200, swipeAnswer({ decision: 'pass', remaining: 4 }));
      gets += 1;
      // The server no longer lists what was decided: the three left, then a new batch.
      return json(200, swipeStateFixture({ candidates: gets === 1 ? batch(101) : [...batch(108).slice(0, 3), ...batch(201).slice(0, 7)] }));
    });
    await render();
    await screen.findByTestId('swipe-top');
    for (let i = 0; i < 6; i++) press('ArrowLeft');
    expect(gets).toBe(1);
    press('ArrowLeft');
    await waitFor(() => expect(gets).toBe(2));
    expect(topCard().getAttribute('data-profile')).toBe('108');
    for (let i = 0; i < 3; i++) press('ArrowLeft');
    expect(topCard().getAttribute('data-profile')).toBe('201');
    await waitFor(() => expect(bodiesSent(fetch, '/api/swipe.php')).toHaveLength(10));
  });

  it('says so when nobody is left, with the ways on and a way to look again', async () => {
    const fetch = swipeServer(swipeStateFixture({ candidates: [cardFixture(11, 'Anna')] }));
    await render();
    await screen.findByTestId('swipe-top');
    press('ArrowLeft');
    expect(await screen.findByRole('heading', { name: 'Je hebt iedereen gezien' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de matchfinder' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw laden' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length).toBe(2));
  });
});

describe('swipe gesture', () => {
  /** A drag on the top card: press, a few moves `ms` apart, release (pointer events, as a finger or a mouse sends them). */
  async function drag(dx: number, ms: number) {
    const card = topCard();
    fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 100, clientY: 200, pointerType: 'touch' });
    for (let step = 1; step <= 4; step++) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + (dx * step) / 4, clientY: 202, pointerType: 'touch' });
    }
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + dx, clientY: 202, pointerType: 'touch' });
  }

  it('likes past the threshold to the right, passes to the left, and lets a short drag spring back', async () => {
    const fetch = swipeServer();
    await render();
    await screen.findByTestId('swipe-top');
    await drag(30, 20);
    expect(topCard().getAttribute('data-profile')).toBe('11');
    await drag(200, 20);
    expect(topCard().getAttribute('data-profile')).toBe('12');
    await drag(-200, 20);
    expect(topCard().getAttribute('data-profile')).toBe('13');
    await waitFor(() => expect(bodiesSent(fetch, '/api/swipe.php')).toEqual([{ profile: 11, decision: 'like' }, { profile: 12, decision: 'pass' }]));
  });
});
