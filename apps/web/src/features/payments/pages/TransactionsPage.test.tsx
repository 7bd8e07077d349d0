import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { sessionKeys } from '../../session';
import { callsTo, json, packagesFixture, paymentFixture, receiptFixture, stubApi, textOf } from '../test-fixtures';
import type { Payment } from '@app/shared/contracts/payments';
import TransactionsPage from './TransactionsPage';

afterEach(() => vi.unstubAllGlobals());

const route = { name: 'transactions-id', layout: 'default' } as const;
const render = (path: string) => renderInApp(<TransactionsPage />, { user: userFixture(), path, routePath: '/transactions/:id?', route });

/** The payment answers in turn (the last one repeats); the receipt follows the latest state. */
function answerPayments(states: Payment[]) {
  let i = 0;
  let latest = states[0]!;
  return stubApi((url) => {
    if (url.pathname === '/api/packages.php') return json(200, packagesFixture());
    if (url.pathname === '/api/payment.php') { latest = states[Math.min(i++, states.length - 1)]!; return json(200, { payment: latest }); }
    if (url.pathname === '/api/transactions.php' && url.searchParams.get('id')) return json(200, { transaction: { ...latest, receipt: receiptFixture } });
  });
}

describe('payment result page', () => {
  it('waits while the payment is pending (asking again every 2 s), then shows the credits added and refreshes the member', async () => {
    const fetch = answerPayments([paymentFixture({ status: 'pending' }), paymentFixture({ status: 'completed', completed_at: '2026-11-23T10:01:00.000Z' })]);
    const { queryClient } = await render('/transactions/7?return=1');
    expect((await screen.findByTestId('payment-pending')).textContent).toContain('We wachten op de bevestiging van je betaling');
    const done = await screen.findByTestId('payment-completed', {}, { timeout: 3500 });
    expect(done.textContent).toContain('Betaling gelukt');
    expect(done.textContent).toContain('Er zijn 400 credits aan je account toegevoegd.');
    expect(callsTo(fetch, '/api/payment.php')).toHaveLength(2);
    expect(queryClient.getQueryState(sessionKeys.user())?.isInvalidated).toBe(true);
    await waitFor(() => expect(textOf(screen.getByTestId('receipt'))).toContain('Betaald'));
  });

  it('says "Betaling mislukt" after a failure and offers other methods', async () => {
    answerPayments([paymentFixture({ status: 'failed', method: 'ideal' })]);
    await render('/transactions/7?return=1');
    const failed = await screen.findByTestId('payment-failed');
    expect(failed.textContent).toContain('Betaling mislukt');
    expect(failed.textContent).toContain('De betaling is mislukt of geannuleerd.');
    const links = within(screen.getByTestId('retry-methods')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/credits/2/creditcard', '/credits/2/paypal', '/credits/2/banktransfer', '/credits/2/directdebit']);
    expect(screen.getByRole('link', { name: 'Opnieuw proberen met iDEAL' }).getAttribute('href')).toBe('/credits/2/ideal');
  });

  it('offers PayPal first after a failed card payment, also when it was cancelled', async () => {
    answerPayments([paymentFixture({ status: 'cancelled', method: 'creditcard' })]);
    await render('/transactions/7?return=1');
    const links = within(await screen.findByTestId('retry-methods')).getAllByRole('link');
    expect(links[0]!.textContent).toBe('PayPal');
    expect(links.map((a) => a.textContent)).not.toContain('Creditcard');
    expect(screen.getByTestId('payment-failed').textContent).toContain('Betaling mislukt');
  });

  it('shows the detail and a printable receipt', async () => {
    answerPayments([paymentFixture({ status: 'completed', discount_code: 'ZOMER20', discount_percentage: 20, amount: 23.99, completed_at: '2026-11-23T10:01:00.000Z' })]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await render('/transactions/7');
    const receipt = await screen.findByTestId('receipt');
    expect(screen.queryByTestId('payment-completed')).toBeNull();
    const text = textOf(receipt);
    expect(text).toContain('Betaalbewijs 7');
    expect(text).toContain('Vonkje Media B.V.');
    expect(text).toContain('KvK 87654321');
    expect(text).toContain('Korting (ZOMER20)');
    expect(text).toContain('−€ 6,00');
    expect(text).toContain('Btw 21%');
    expect(text).toContain('€ 23,99');
    fireEvent.click(screen.getByRole('button', { name: 'Afdrukken' }));
    expect(print).toHaveBeenCalled();
  });
});

describe('transactions list', () => {
  it('lists date, bundle, method, amount, status and credits', async () => {
    stubApi((url) => (url.pathname === '/api/transactions.php'
      ? json(200, { transactions: [paymentFixture({ id: 9, status: 'completed' }), paymentFixture({ id: 8, status: 'failed', method: 'creditcard', tier: 'p0', amount: 14.99 })] })
      : undefined));
    await render('/transactions');
    const rows = await screen.findAllByTestId('transaction-row');
    expect(textOf(rows[0])).toMatch(/23 nov 2026.*Populair.*iDEAL.*€ 29,99.*Betaald.*400/);
    expect(textOf(rows[1])).toMatch(/Kennismaking.*Creditcard.*€ 14,99.*Mislukt/);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/transactions/9');
  });
});
