import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OwnProfile } from '@app/shared';
import { memberFixture, renderInApp, userFixture } from '../../../test/render';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import CompleteSignupPage from './CompleteSignupPage';

afterEach(() => vi.unstubAllGlobals());

const own: OwnProfile = { ...memberFixture({ id: 5, name: 'Eva', photos: [] }), invisible: false, date_of_birth: '1990-05-17' };

function server(initial: Record<string, 'done' | 'skipped'>) {
  const progress = { ...initial };
  const answer = () => {
    const steps = (['photo', 'location', 'personal', 'about'] as const).map((step) => ({ step, state: progress[step] ?? 'todo' }));
    return { steps, next: steps.find((s) => s.state === 'todo')?.step ?? null };
  };
  return stubApi((url, init) => {
    if (url.pathname === '/api/signup-steps.php' && init?.method === 'POST') {
      const { step, action } = JSON.parse(String(init.body)) as { step: string; action: string };
      progress[step] = action === 'done' ? 'done' : 'skipped';
      return json(200, answer());
    }
    if (url.pathname === '/api/signup-steps.php') return json(200, answer());
    if (url.pathname === '/api/profile.php') return json(200, { profile: own });
    return undefined;
  });
}

const renderPage = () => renderInApp(<CompleteSignupPage />, { user: userFixture(), path: '/complete-signup', route: { name: 'complete-signup', layout: 'empty' } });

describe('/complete-signup', () => {
  it('resumes with the skipped steps, shows the progress, and says when it is done for now', async () => {
    const fetch = server({ photo: 'skipped', location: 'done', personal: 'done', about: 'skipped' });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Voeg een foto toe' })).toBeTruthy();
    const overview = screen.getByRole('list', { name: 'Je voortgang' });
    expect(within(overview).getAllByRole('listitem').map((item) => item.textContent))
      .toEqual(['Foto: overgeslagen', 'Woonplaats: klaar', 'Over jezelf: klaar', 'Over mij: overgeslagen']);
    fireEvent.click(screen.getByRole('button', { name: 'Sla deze stap over' }));
    // Skipped again: the next open step, not the same one once more.
    expect(await screen.findByRole('heading', { name: 'Over mij' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sla deze stap over' }));
    expect(await screen.findByText('Klaar voor nu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de leden' }).getAttribute('href')).toBe('/members');
    expect(bodiesSent(fetch, '/api/signup-steps.php')).toEqual([{ step: 'photo', action: 'skip' }, { step: 'about', action: 'skip' }]);
  });

  it('says the profile is complete when every step is done', async () => {
    server({ photo: 'done', location: 'done', personal: 'done', about: 'done' });
    await renderPage();
    expect(await screen.findByText('Je profiel is compleet')).toBeTruthy();
  });
});
