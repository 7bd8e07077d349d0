import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, userFixture } from '../../../test/render';
import { LOCAL_FLAGS } from '../../../lib/local-flags';
import { safeRedirect } from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

function answerLogin() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('api/user.php') && init?.method === 'POST') {
      return new Response(JSON.stringify({ user: userFixture() }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: '' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function logInAt(path: string, beforeLogin?: (app: Awaited<ReturnType<typeof renderApp>>) => void) {
  window.localStorage.setItem(LOCAL_FLAGS.siteEntryWarning, JSON.stringify(new Date().toISOString()));
  const fetch = answerLogin();
  const app = await renderApp(path);
  await screen.findByLabelText('E-mailadres');
  beforeLogin?.(app);
  fireEvent.change(await screen.findByLabelText('E-mailadres'), { target: { value: 'eva@example.com' } });
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'een-goed-wachtwoord' } });
  fireEvent.click(screen.getByRole('main').querySelector('button[type="submit"]')!);
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  return app;
}

describe('login', () => {
  it('takes the member on to the page the route guard sent them away from', async () => {
    const { router } = await logInAt('/chats/5', ({ router: before }) => {
      expect(before.state.location.pathname + before.state.location.search).toBe('/login?redirect=%2Fchats%2F5');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/5'));
  });

  it('keeps the query of the page the member wanted', async () => {
    const { router } = await logInAt(`/login?redirect=${encodeURIComponent('/members?gender=male')}`);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/members?gender=male'));
  });

  it('sends the member to /members when the redirect points away from this site', async () => {
    const { router } = await logInAt(`/login?redirect=${encodeURIComponent('/\\evil.example/')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
  });

  it('sends the member to /members without a redirect', async () => {
    const { router } = await logInAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
  });

  it('offers its filter where it always was', () => {
    expect(safeRedirect('//evil.example')).toBe('/members');
  });
});
