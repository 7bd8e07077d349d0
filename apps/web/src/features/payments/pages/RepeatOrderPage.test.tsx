import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { callsTo, json, packFixture, stubApi } from '../test-fixtures';
import RepeatOrderPage from './RepeatOrderPage';

vi.mock('../lib/leave', () => ({ leaveTo: vi.fn() }));

afterEach(() => { vi.unstubAllGlobals(); vi.clearAllMocks(); });

const route = { name: 'credits-repeat-order', layout: 'default' } as const;
const render = () => renderInApp(<RepeatOrderPage />, { user: userFixture({ paid_user: true }), path: '/credits/repeat-order', routePath: '/credits/repeat-order', route });

describe('repeat order', () => {
  it('sends one order for a double click: the button is disabled in flight and the page has one key', async () => {
    const fetch = stubApi(async (url, init) => {
      if (url.pathname === '/api/repeat-order.php' && init?.method === 'POST') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return json(201, { payment: { id: 11, status: 'completed' }, checkout_url: null });
      }
      if (url.pathname === '/api/repeat-order.php') return json(200, { last: { package: packFixture(3), method: 'creditcard', stored_mandate: true } });
    });
    const { router } = await render();
    const confirm = await screen.findByRole('button', { name: /Bevestigen en betalen/ }) as HTMLButtonElement;
    expect(screen.getByText('Voordelig')).toBeTruthy();
    expect(screen.getByText('Creditcard')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Even geduld…' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/11'));
    const posts = callsTo(fetch, '/api/repeat-order.php', 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toMatchObject({ withdrawal_consent: true, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('tells a member without an earlier order to choose a bundle', async () => {
    stubApi((url) => (url.pathname === '/api/repeat-order.php' ? json(200, { last: null }) : undefined));
    await render();
    expect((await screen.findByRole('link', { name: 'Bundel kiezen' })).getAttribute('href')).toBe('/credits');
  });

  it('shows the server\'s refusal for a member who is not premium, under the page\'s title', async () => {
    stubApi((url) => (url.pathname === '/api/repeat-order.php' ? json(403, { error: { code: 'premium_only', message: 'Deze functie is alleen beschikbaar voor premium leden.' } }) : undefined));
    await render();
    expect((await screen.findByRole('alert')).textContent).toBe('Deze functie is alleen beschikbaar voor premium leden.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy();
  });
});
