import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp, settingsFixture, userFixture } from '../../../test/render';
import { LOCAL_FLAGS } from '../../../lib/local-flags';
import { installFakeMatchMedia } from '../../../lib/fake-media-query';
import { SiteEntryWarning } from './SiteEntryWarning';

const dialog = () => document.getElementById('site-entry-warning');

describe('site-entry warning modal', () => {
  it('is shown once: entering stores the dismissal with its time and it does not come back', async () => {
    const { unmount } = await renderInApp(<SiteEntryWarning layout="default" />, { route: { name: 'index', layout: 'default' }, path: '/' });
    await screen.findByRole('heading', { name: /18\+/ });
    expect(dialog()?.textContent).toMatch(/fictief/);
    fireEvent.click(screen.getByRole('button', { name: 'Ik ben 18+ en ga verder' }));
    await waitFor(() => expect(dialog()).toBeNull());
    const stored = JSON.parse(window.localStorage.getItem(LOCAL_FLAGS.siteEntryWarning)!) as string;
    expect(Date.now() - new Date(stored).getTime()).toBeLessThan(60_000);
    unmount();
    await renderInApp(<SiteEntryWarning layout="default" />, { route: { name: 'index', layout: 'default' }, path: '/' });
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()).toBeNull();
  });

  it('is not shown to a member or when the site switched it off', async () => {
    const { unmount } = await renderInApp(<SiteEntryWarning layout="default" />, { user: userFixture() });
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()).toBeNull();
    unmount();
    await renderInApp(<SiteEntryWarning layout="default" />, { settings: settingsFixture({ enable_site_entry_popup: 'no' }) });
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()).toBeNull();
  });

  it('refuses Escape: the warning must be answered', async () => {
    await renderInApp(<SiteEntryWarning layout="default" />);
    await screen.findByRole('heading', { name: /18\+/ });
    const cancel = new Event('cancel', { cancelable: true });
    dialog()!.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('is never shown in installed-app mode, and goes when the page moves into the installed app', async () => {
    const STANDALONE = '(display-mode: standalone)';
    const media = installFakeMatchMedia({ [STANDALONE]: true });
    try {
      const { unmount } = await renderInApp(<SiteEntryWarning layout="default" />, { route: { name: 'index', layout: 'default' }, path: '/' });
      await new Promise((r) => setTimeout(r, 50));
      expect(dialog()).toBeNull();
      unmount();
      media.set(STANDALONE, false);
      await renderInApp(<SiteEntryWarning layout="default" />, { route: { name: 'index', layout: 'default' }, path: '/' });
      await screen.findByRole('heading', { name: /18\+/ });
      act(() => media.set(STANDALONE, true));
      expect(dialog()).toBeNull();
    } finally {
      media.uninstall();
    }
  });
});
