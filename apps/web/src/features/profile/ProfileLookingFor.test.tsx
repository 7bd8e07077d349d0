import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OwnProfile } from '@app/shared';
import { memberFixture, renderInApp, userFixture } from '../../test/render';
import { ProfileForm, sexualityOf } from './ProfilePage';

afterEach(() => vi.unstubAllGlobals());

const own = (overrides: Partial<OwnProfile>): OwnProfile =>
  ({ ...memberFixture({ id: 1, name: 'Eva' }), liked: false, match: false, invisible: false, date_of_birth: '1992-03-04', ...overrides });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(saved: OwnProfile) {
  const puts: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('api/regions.php')) {
      return json(200, { regions: [{ code: 'NL-LI', country: 'NL', name: 'Limburg', cities: ['Maastricht'] }, { code: 'BE-VLI', country: 'BE', name: 'Limburg', cities: ['Hasselt'] }] });
    }
    if (url.includes('api/profile.php') && init?.method === 'PUT') { puts.push(JSON.parse(String(init.body))); return json(200, { profile: saved }); }
    return json(404, { error: { code: 'not_found', message: '' } });
  }));
  return puts;
}

describe('own profile: who you are and who you look for', () => {
  it('shows the stored sexuality as "Looking for" and saves a new choice as the sexuality', async () => {
    const profile = own({ gender: 'female', sexuality: 'hetero' });
    const puts = server(profile);
    await renderInApp(<ProfileForm profile={profile} />, { user: userFixture() });
    const lookingFor = screen.getByLabelText('Ik zoek') as HTMLSelectElement;
    expect(lookingFor.value).toBe('men');
    expect(screen.queryByLabelText('Geaardheid')).toBeNull();
    fireEvent.change(lookingFor, { target: { value: 'both' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ gender: 'female', sexuality: 'bi' });
    expect(puts[0]).not.toHaveProperty('looking_for');
  });

  it('asks for the gender first, and says which Limburg the region picker means', async () => {
    const profile = own({ gender: null, sexuality: null, country: 'NL', region: 'NL-LI' });
    server(profile);
    await renderInApp(<ProfileForm profile={profile} />, { user: userFixture() });
    const lookingFor = screen.getByLabelText('Ik zoek') as HTMLSelectElement;
    expect(lookingFor.disabled).toBe(true);
    expect(screen.getByText('Kies eerst of je een man of een vrouw bent.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Geslacht'), { target: { value: 'male' } });
    expect(lookingFor.disabled).toBe(false);
    expect(await screen.findByRole('option', { name: 'Limburg (Nederland)' })).toBeTruthy();
  });

  it('keeps a sexuality it cannot show when neither choice was touched', () => {
    const odd = { gender: null, sexuality: 'bi' as const };
    expect(sexualityOf({ gender: '', looking_for: '' }, odd)).toBe('bi');
    expect(sexualityOf({ gender: 'male', looking_for: '' }, odd)).toBe('bi');
    expect(sexualityOf({ gender: 'female', looking_for: '' }, { gender: 'female', sexuality: 'hetero' })).toBeNull();
    expect(sexualityOf({ gender: 'male', looking_for: 'men' }, odd)).toBe('gay');
    expect(sexualityOf({ gender: 'female', looking_for: 'men' }, { gender: 'male', sexuality: 'hetero' })).toBe('hetero');
  });
});
