import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@app/shared';
import { renderInApp, userFixture } from '../../../test/render';
import { Banners, TopBar } from '../../shell';
import { usePhotoActions } from './mutations';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const photo = { id: 31, thumb_url: '/api/photo.php?key=k3y0f7h3ph0t0xxxx&size=thumb', url: '/api/photo.php?key=k3y0f7h3ph0t0xxxx&size=full', status: 'active', private: false, main: true };
const mainImage = { thumb_filename: photo.thumb_url, filename: photo.url, status: 'active', match: false };

/** A server that holds the member's photos: user.php answers with the main image once there is one. */
function photoServer(member: User) {
  let photos: typeof photo[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.includes('api/photo.php') && method === 'POST') { photos = [photo]; return json(201, { photo }); }
    if (url.includes('api/photo.php') && method === 'DELETE') { photos = []; return json(200, { ok: true }); }
    if (url.includes('api/photo.php') && method === 'PUT') return json(200, { ok: true });
    if (url.includes('api/user.php')) return json(200, { user: { ...member, profile: { ...member.profile, main_image: photos.length ? mainImage : null } } });
    return json(404, { error: { code: 'not_found', message: '' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function PhotoButtons() {
  const { upload, remove, update } = usePhotoActions();
  return (
    <>
      <button type="button" onClick={() => upload.mutate(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))}>upload</button>
      <button type="button" onClick={() => update.mutate({ id: photo.id, main: true })}>main</button>
      <button type="button" onClick={() => remove.mutate(photo.id)}>delete</button>
    </>
  );
}

describe('photo changes and the member record', () => {
  it('hides the add-photo banner and shows the thumbnail in the account menu as soon as a photo is uploaded, and back after delete', async () => {
    const member = userFixture();
    photoServer(member);
    await renderInApp(<><TopBar /><Banners /><PhotoButtons /></>, { user: member });
    expect(screen.getByTestId('add-photo-warning')).toBeTruthy();
    const accountMenu = screen.getByRole('button', { name: 'Account van Eva' });
    expect(within(accountMenu).queryByRole('img', { hidden: true })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'upload' }));
    await waitFor(() => expect(screen.queryByTestId('add-photo-warning')).toBeNull());
    expect(screen.getByTestId('account-avatar').getAttribute('src')).toBe(photo.thumb_url);

    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(screen.getByTestId('add-photo-warning')).toBeTruthy());
    expect(screen.queryByTestId('account-avatar')).toBeNull();
  });

  it('fetches the member again after every photo change, whether it succeeded or not', async () => {
    const fetch = photoServer(userFixture());
    const { queryClient } = await renderInApp(<PhotoButtons />, { user: userFixture() });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    for (const name of ['upload', 'main', 'delete']) {
      invalidate.mockClear();
      fireEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user'] }));
    }
    fetch.mockResolvedValueOnce(json(500, {}));
    invalidate.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'upload' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user'] }));
  });
});
