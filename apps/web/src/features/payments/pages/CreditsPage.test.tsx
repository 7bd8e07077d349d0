import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { callsTo, discountFixture, json, packagesFixture, packFixture, stubApi, textOf } from '../test-fixtures';
import CreditsPage from './CreditsPage';

afterEach(() => vi.unstubAllGlobals());

const route = { name: 'credits', layout: 'default' } as const;
const render = (path = '/credits', user = userFixture()) => renderInApp(<CreditsPage />, { user, path, routePath: '/credits', route });

describe('credits page', () => {
  it('shows the four bundles with credits, bonus, price and price per message, each leading to its method page', async () => {
    stubApi((url) => (url.pathname === '/api/packages.php' ? json(200, packagesFixture()) : undefined));
    await render();
    const cards = await screen.findAllByTestId('package-card');
    expect(cards).toHaveLength(4);
    expect(textOf(cards[1])).toContain('350');
    expect(textOf(cards[1])).toContain('+50 bonuscredits');
    expect(textOf(cards[1])).toContain('€ 29,99');
    expect(textOf(cards[1])).toContain('€ 0,75 per bericht');
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe('/credits/2');
    expect(screen.queryByRole('link', { name: 'Vorige bestelling herhalen' })).toBeNull();
  });

  it('shows the active discount: the list price struck through beside the discounted price, and the time-bonus countdown', async () => {
    const packages = packagesFixture({
      packages: [packFixture(1, { discounted_price: 11.24, price_per_message: 0.75 }), packFixture(2, { discounted_price: 22.49, price_per_message: 0.56 }), packFixture(3), packFixture(4)],
      discount: discountFixture({ code: 'TIMEBONUS25', percentage: 25, time_bonus: true, seconds_left: 3 * 3600 + 59 * 60 + 5 }),
    });
    stubApi((url) => (url.pathname === '/api/packages.php' ? json(200, packages) : undefined));
    await render();
    const [first] = await screen.findAllByTestId('package-card');
    expect(textOf(first!.querySelector('del'))).toContain('€ 14,99');
    expect(textOf(first!.querySelector('ins'))).toContain('€ 11,24');
    expect(textOf(first)).toContain('25% korting');
    const line = screen.getByTestId('time-bonus-line');
    expect(line.textContent).toContain('Welkomstbonus: 25% korting');
    expect(line.textContent).toContain('03:59:05');
  });

  it('checks a typed code with the server and then shows every bundle at that percentage by the shared price rule', async () => {
    const fetch = stubApi((url) => {
      if (url.pathname === '/api/packages.php') return json(200, packagesFixture());
      if (url.pathname === '/api/discountcode.php') {
        return url.searchParams.get('code') === 'ZOMER20'
          ? json(200, { discount: discountFixture({ code: 'ZOMER20', percentage: 20 }) })
          : json(400, { error: { code: 'discount_not_found', message: 'Code niet gevonden' } });
      }
    });
    const { router } = await render();
    await screen.findAllByTestId('package-card');
    fireEvent.change(screen.getByLabelText('Heb je een kortingscode?'), { target: { value: 'bestaatniet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code niet gevonden');

    fireEvent.change(screen.getByLabelText('Heb je een kortingscode?'), { target: { value: 'zomer20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect((await screen.findByRole('status')).textContent).toContain('Code ZOMER20: 20% korting');
    const cards = screen.getAllByTestId('package-card');
    // 14.99 → 11.99, 29.99 → 23.99, 49.99 → 39.99, 89.99 → 71.99 (discountedPrice, half up to the cent).
    expect(cards.map((c) => textOf(c.querySelector('ins')))).toEqual(['voor € 11,99', 'voor € 23,99', 'voor € 39,99', 'voor € 71,99']);
    expect(textOf(cards[0]!.querySelector('del'))).toContain('€ 14,99');
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe('/credits/2?code=ZOMER20');
    expect(router.state.location.search).toBe('?code=ZOMER20');
    expect(callsTo(fetch, '/api/discountcode.php').map(([u]) => new URL(u, 'http://localhost').searchParams.get('code'))).toEqual(['BESTAATNIET', 'ZOMER20']);
  });

  it('gives premium members the repeat order and their transactions', async () => {
    stubApi((url) => (url.pathname === '/api/packages.php' ? json(200, packagesFixture()) : undefined));
    await render('/credits', userFixture({ paid_user: true }));
    expect((await screen.findByRole('link', { name: 'Vorige bestelling herhalen' })).getAttribute('href')).toBe('/credits/repeat-order');
    expect(screen.getByRole('link', { name: 'Mijn transacties' }).getAttribute('href')).toBe('/transactions');
    await waitFor(() => expect(screen.queryByText('Wat krijg je met premium?')).toBeNull());
  });
});
