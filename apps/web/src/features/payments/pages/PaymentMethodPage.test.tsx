import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp, settingsFixture, userFixture } from '../../../test/render';
import { callsTo, discountFixture, json, packagesFixture, stubApi } from '../test-fixtures';
import PaymentMethodPage from './PaymentMethodPage';

vi.mock('../lib/leave', () => ({ leaveTo: vi.fn() }));
const { leaveTo } = await import('../lib/leave');

afterEach(() => { vi.unstubAllGlobals(); vi.clearAllMocks(); });

const route = { name: 'credits-id-paymentmethod', layout: 'default' } as const;
const render = (path: string, settings = settingsFixture()) =>
  renderInApp(<PaymentMethodPage />, { user: userFixture(), path, routePath: '/credits/:id/:paymentmethod?', route, settings });

describe('payment method page', () => {
  it('needs the withdrawal consent ticked before paying, then sends the order and goes to the checkout', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/packages.php') return json(200, packagesFixture());
      if (url.pathname === '/api/payment.php' && init?.method === 'POST') return json(201, { payment: { id: 7, status: 'pending' }, checkout_url: '/dev/pay/tr_7' });
    });
    await render('/credits/2/ideal', settingsFixture({ fictional_warning: 'Sommige profielen zijn fictief.' }));
    const pay = await screen.findByRole('button', { name: /Betalen/ });
    expect(screen.getByTestId('fictional-warning').textContent).toBe('Sommige profielen zijn fictief.');
    const consent = screen.getByRole('checkbox', { name: 'De credits worden direct geleverd; ik verlies daarmee mijn herroepingsrecht van 14 dagen.' }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pay);
    expect(callsTo(fetch, '/api/payment.php', 'POST')).toHaveLength(0);

    fireEvent.click(consent);
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(pay);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/dev/pay/tr_7'));
    const [[, init]] = callsTo(fetch, '/api/payment.php', 'POST') as [[string, RequestInit]];
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ package: 2, method: 'ideal', withdrawal_consent: true });
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('discount_code');
  });

  it('shows price, typed discount, credits and cost per message, and passes the code with the order', async () => {
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/packages.php') return json(200, packagesFixture());
      if (url.pathname === '/api/discountcode.php') return json(200, { discount: discountFixture({ code: 'ZOMER20', percentage: 20 }) });
      if (url.pathname === '/api/payment.php' && init?.method === 'POST') return json(201, { payment: { id: 8, status: 'completed' }, checkout_url: null });
    });
    const { router } = await render('/credits/2/creditcard?code=ZOMER20');
    // 29.99 less 20 % by the shared rule: 23.99; 400 credits, 10 a message: 0.60 a message.
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toContain('23,99'));
    expect(screen.getByTestId('order-total').textContent).toContain('29,99');
    expect(screen.getByTestId('order-discount').textContent).toContain('20%');
    expect(screen.getByText('350 + 50 bonus = 400')).toBeTruthy();
    expect(screen.getByText('€ 0,60')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Betalen/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/8'));
    expect(router.state.location.search).toBe('?return=1');
    const [[, init]] = callsTo(fetch, '/api/payment.php', 'POST') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ discount_code: 'ZOMER20', method: 'creditcard' });
  });

  it('shows the server\'s message when the order is refused, and reuses the key when the member tries the same order again', async () => {
    let attempts = 0;
    const fetch = stubApi((url, init) => {
      if (url.pathname === '/api/packages.php') return json(200, packagesFixture());
      if (url.pathname === '/api/payment.php' && init?.method === 'POST') {
        attempts++;
        return attempts === 1 ? json(503, { error: { code: 'provider_unavailable', message: 'De betaaldienst is even niet bereikbaar.' } }) : json(201, { payment: { id: 9, status: 'pending' }, checkout_url: '/dev/pay/tr_9' });
      }
    });
    await render('/credits/1/paypal');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Betalen/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('De betaaldienst is even niet bereikbaar.');
    fireEvent.click(screen.getByRole('button', { name: /Betalen/ }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/dev/pay/tr_9'));
    const keys = callsTo(fetch, '/api/payment.php', 'POST').map(([, init]) => (JSON.parse(String(init!.body)) as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('hides Apple Pay unless the browser can pay with it, and sends direct debit without a confirmed account to /directdebit', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/packages.php') return json(200, packagesFixture());
      if (url.pathname === '/api/directdebit.php') return json(200, { account: null, blocked: false, monthly_limit: 300, used_this_month: 0, currency: 'EUR' });
    });
    await render('/credits/1/directdebit');
    expect((await screen.findByRole('link', { name: 'Automatische incasso' })).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByText('Apple Pay')).toBeNull();
    const setup = await screen.findByTestId('directdebit-setup');
    expect(setup.querySelector('a')?.getAttribute('href')).toBe('/directdebit');
    fireEvent.click(screen.getByRole('checkbox'));
    expect((screen.getByRole('button', { name: /Betalen/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Apple Pay where the browser supports it', async () => {
    vi.stubGlobal('ApplePaySession', { canMakePayments: () => true });
    stubApi((url) => (url.pathname === '/api/packages.php' ? json(200, packagesFixture()) : undefined));
    await render('/credits/1');
    expect(await screen.findByText('Apple Pay')).toBeTruthy();
  });
});
