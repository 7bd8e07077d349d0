import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnProfile } from '@app/shared';
import { memberFixture, renderInApp, settingsFixture, userFixture } from '../../test/render';
import { ProfileForm } from './ProfilePage';

afterEach(() => vi.unstubAllGlobals());

const own: OwnProfile = { ...memberFixture({ id: 1, name: 'Eva' }), invisible: false, date_of_birth: '1992-03-04' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(onPut?: () => Response) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('api/regions.php')) return json(200, { regions: [{ code: 'NL-NH', country: 'NL', name: 'Noord-Holland', cities: ['Haarlem'] }] });
    if (url.includes('api/profile.php') && init?.method === 'PUT' && onPut) return onPut();
    return json(404, { error: { code: 'not_found', message: '' } });
  }));
}

describe('own profile form', () => {
  it('lists the interest chips in the order of their Dutch names', async () => {
    server();
    const interests = ['wine', 'animals', 'kissing', 'beer', 'hiking', 'adventure', 'tea'];
    await renderInApp(<ProfileForm profile={own} />, { user: userFixture(), settings: settingsFixture({ interests }) });
    const group = screen.getByRole('group', { name: 'Interesses' });
    expect(within(group).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent))
      .toEqual(['Avontuur', 'Bier', 'Dieren', 'Thee', 'Wandelen', 'Wijn', 'Zoenen']);
  });

  it('ties a refused choice to its select for screen readers', async () => {
    server(() => json(400, { error: { code: 'profile_value', message: 'Kies een geldige waarde.', field: 'hair_color' } }));
    await renderInApp(<ProfileForm profile={own} />, { user: userFixture() });
    fireEvent.change(screen.getByLabelText('Haarkleur'), { target: { value: 'blond' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    const select = screen.getByLabelText('Haarkleur');
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Kies een geldige waarde.');
  });
});
