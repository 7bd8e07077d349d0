import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { installFakeMatchMedia } from '../../../lib/fake-media-query';
import { TopBar } from './TopBar';

describe('top bar', () => {
  it('shows a visitor only the language menu and Login', async () => {
    await renderInApp(<TopBar />);
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Berichten/ })).toBeNull();
  });

  it('caps the messages and likes badges at 99+', async () => {
    await renderInApp(<TopBar />, { user: userFixture(), counts: { unread: 100, newLikes: 7 } });
    expect(screen.getByRole('link', { name: 'Berichten (99+)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Likes (7)' })).toBeTruthy();
  });

  it('offers Get Premium to a member who has not paid, with no credits badge', async () => {
    await renderInApp(<TopBar />, { user: userFixture({ paid_user: false, credits: 0 }) });
    expect(screen.getByRole('link', { name: 'Word premium' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByRole('link', { name: /Credits/ })).toBeNull();
  });

  it('shows a paid member Credits with a warning badge at 10 or fewer and a danger badge at 0', async () => {
    const { unmount } = await renderInApp(<TopBar />, { user: userFixture({ paid_user: true, credits: 10 }) });
    const low = screen.getByRole('link', { name: 'Credits (10)' });
    expect(within(low).getByText('10').className).toContain('text-bg-warning');
    unmount();
    await renderInApp(<TopBar />, { user: userFixture({ paid_user: true, credits: 0 }) });
    expect(within(screen.getByRole('link', { name: 'Credits (0)' })).getByText('0').className).toContain('text-bg-danger');
  });

  it('shows no credits badge above 10', async () => {
    await renderInApp(<TopBar />, { user: userFixture({ paid_user: true, credits: 11 }) });
    expect(screen.getByRole('link', { name: 'Credits' })).toBeTruthy();
  });

  it('has the account menu with name, My profile, Settings and Logout', async () => {
    await renderInApp(<TopBar />, { user: userFixture() });
    screen.getByRole('button', { name: 'Account van Eva' }).click();
    const menu = await screen.findByRole('menu', { name: 'Account van Eva' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mijn profiel', 'Instellingen', 'Uitloggen']);
  });

  describe('back button (installed-app mode)', () => {
    const STANDALONE = '(display-mode: standalone)';
    let media: ReturnType<typeof installFakeMatchMedia> | null = null;
    afterEach(() => { media?.uninstall(); media = null; window.history.replaceState(null, ''); });
    /** The browser router numbers this tab's history entries in history.state.idx (0: the first page). */
    const historyAt = (idx: number) => window.history.replaceState({ idx }, '');
    const profile = { route: { name: 'members-id', layout: 'default' as const }, path: '/members/12', user: userFixture() };
    const backButton = () => screen.queryByRole('button', { name: 'Terug' });

    it('goes back one page in the installed app when there is history on a profile', async () => {
      media = installFakeMatchMedia({ [STANDALONE]: true });
      historyAt(1);
      const { router } = await renderInApp(<TopBar />, profile);
      await act(() => router.navigate('/members/13'));
      fireEvent.click(backButton()!);
      await act(async () => {});
      expect(router.state.location.pathname).toBe('/members/12');
    });

    it('is absent in a browser tab, on the first page opened from the home screen, and on pages not in the spec\'s list', async () => {
      historyAt(1);
      const { unmount } = await renderInApp(<TopBar />, profile);
      expect(backButton()).toBeNull();
      unmount();
      media = installFakeMatchMedia({ [STANDALONE]: true });
      historyAt(0);
      const first = await renderInApp(<TopBar />, profile);
      expect(backButton()).toBeNull();
      first.unmount();
      historyAt(3);
      await renderInApp(<TopBar />, { ...profile, route: { name: 'chats', layout: 'chat' }, path: '/chats' });
      expect(backButton()).toBeNull();
    });

    it('follows the display mode live', async () => {
      media = installFakeMatchMedia({ [STANDALONE]: false });
      historyAt(2);
      await renderInApp(<TopBar />, { ...profile, route: { name: 'credits', layout: 'default' }, path: '/credits' });
      expect(backButton()).toBeNull();
      act(() => media!.set(STANDALONE, true));
      expect(backButton()).not.toBeNull();
    });
  });
});
