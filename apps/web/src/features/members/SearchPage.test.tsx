import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OwnProfile, SearchResponse } from '@app/shared';
import { memberFixture, renderInApp, settingsFixture, userFixture } from '../../test/render';
import SearchPage from './SearchPage';

afterEach(() => vi.unstubAllGlobals());

const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];
const settings = settingsFixture({ search_fields: SEARCH_FIELDS, logged_out_search: 'full' });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const noResults: SearchResponse = { profiles: [], numResults: 0, moreResults: false, page: 1, pages: 1, similar: [] };
const ownProfile = (overrides: Partial<OwnProfile>): OwnProfile =>
  ({ ...memberFixture({ id: 1, name: 'Eva' }), liked: false, match: false, invisible: false, date_of_birth: '1992-03-04', ...overrides });

/** A server that answers the own profile, the regions and searches, and records which searches were asked. */
function server(own: OwnProfile | null) {
  const searches: Array<Record<string, string>> = [];
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname.endsWith('api/profile.php') && own) return json({ profile: own });
    if (pathname.endsWith('api/regions.php')) {
      return json({ regions: [
        { code: 'NL-LI', country: 'NL', name: 'Limburg', cities: [] }, { code: 'NL-NH', country: 'NL', name: 'Noord-Holland', cities: [] },
        { code: 'BE-VLI', country: 'BE', name: 'Limburg', cities: [] },
      ] });
    }
    if (pathname.endsWith('api/members.php')) { searches.push(Object.fromEntries(searchParams)); return json(noResults); }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: '' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, searches };
}

describe('where a member\'s search starts', () => {
  it('fills the filters from the member\'s own profile and searches once, with them', async () => {
    const { searches } = server(ownProfile({ gender: 'female', sexuality: 'hetero' }));
    await renderInApp(<SearchPage />, { user: userFixture({}, { age: 34 }), settings });
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({ gender: 'male', min_age: '24', max_age: '44' });
    expect((screen.getByLabelText('Geslacht') as HTMLSelectElement).value).toBe('male');
    expect((screen.getByLabelText('Leeftijd vanaf') as HTMLInputElement).value).toBe('24');
    expect((screen.getByLabelText('Leeftijd tot') as HTMLInputElement).value).toBe('44');
  });

  it('leaves the gender open for a member who looks for both', async () => {
    const { searches } = server(ownProfile({ gender: 'male', sexuality: 'bi' }));
    await renderInApp(<SearchPage />, { user: userFixture({}, { age: 40 }), settings });
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({ min_age: '30', max_age: '50' });
    expect(searches[0]).not.toHaveProperty('gender');
  });

  it('keeps the filters of the address as they are', async () => {
    const { fetch, searches } = server(ownProfile({ gender: 'female', sexuality: 'hetero' }));
    await renderInApp(<SearchPage />, { user: userFixture(), settings, path: '/members?country=BE' });
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toEqual({ country: 'BE' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('api/profile.php'))).toBe(false);
  });

  it('gives a visitor the plain search', async () => {
    const { fetch, searches } = server(null);
    await renderInApp(<SearchPage />, { user: null, settings });
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toEqual({});
    expect(fetch.mock.calls.some(([url]) => String(url).includes('api/profile.php'))).toBe(false);
  });
});

describe('search form', () => {
  it('puts "with photo" and the order in the address, and says which Limburg a region is', async () => {
    const { searches } = server(null);
    const { router } = await renderInApp(<SearchPage />, { user: null, settings });
    await waitFor(() => expect(searches).toHaveLength(1));
    const regions = await screen.findByRole('option', { name: 'Limburg (Nederland)' });
    expect(regions).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Limburg (België)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Noord-Holland' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Alleen met foto'));
    fireEvent.change(screen.getByLabelText('Sorteren op'), { target: { value: 'newest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toEqual({ with_photo: '1', sort: 'newest' });
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('newest');
    expect((screen.getByLabelText('Alleen met foto') as HTMLInputElement).checked).toBe(true);
  });
});
