import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodiesSent, json, stubApi } from '../../../test/stub-api';
import { renderInApp, userFixture } from '../../../test/render';
import { ExportDataSection } from './ExportDataSection';

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

const zip = () => new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
  status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="vonkje.example-2026-11-20.zip"' },
});

/** What the browser was asked to download: the link's file name and the blob behind its address. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: defined (if missing) so they can be spied on, and restored after each test.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { const url = `blob:test/${blobs.size}`; blobs.set(url, blob as Blob); return url; });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: Array<{ download: string; blob: Blob | undefined }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, blob: blobs.get(this.href) });
  });
  return clicked;
}

async function requestWith(password: string) {
  fireEvent.change(screen.getByLabelText('Je wachtwoord'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Download starten' }));
}

describe('downloading my data', () => {
  it('sends the password and hands the ZIP to the browser as a download with the server’s file name', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/export.php' ? zip() : undefined));
    const downloads = watchDownloads();
    await renderInApp(<ExportDataSection />, { user: userFixture(), path: '/settings' });
    expect(screen.getByText(/Dat kan 3 keer per dag/)).toBeTruthy();
    await requestWith('een-goed-wachtwoord');
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.download).toBe('vonkje.example-2026-11-20.zip');
    expect(downloads[0]!.blob?.size).toBe(22);
    expect(bodiesSent(fetch, '/api/export.php')).toEqual([{ password: 'een-goed-wachtwoord' }]);
    expect(await screen.findByText(/Je download is gestart/)).toBeTruthy();
    expect((screen.getByLabelText('Je wachtwoord') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong password at the field and the daily limit above the form, and downloads nothing', async () => {
    let answer = json(400, { error: { code: 'password_wrong', message: 'Controleer je wachtwoord.', field: 'password' } });
    stubApi((url) => (url.pathname === '/api/export.php' ? answer : undefined));
    const downloads = watchDownloads();
    await renderInApp(<ExportDataSection />, { user: userFixture(), path: '/settings' });
    await requestWith('fout');
    const password = screen.getByLabelText('Je wachtwoord');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe('Controleer je wachtwoord.');

    answer = json(429, { error: { code: 'export_limit', message: 'Je kunt je gegevens 3 keer per dag downloaden. Probeer het later opnieuw.' } });
    await requestWith('een-goed-wachtwoord');
    expect((await screen.findByRole('alert')).textContent).toBe('Je kunt je gegevens 3 keer per dag downloaden. Probeer het later opnieuw.');
    expect(downloads).toHaveLength(0);
  });

  it('asks for the password before sending anything', async () => {
    const fetch = stubApi(() => undefined);
    await renderInApp(<ExportDataSection />, { user: userFixture(), path: '/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Download starten' }));
    expect(await screen.findByText('Controleer je wachtwoord.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
