import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp, userFixture } from '../../../test/render';
import { likesKeys } from '../api/keys';
import { CONVERSATION_START_KEY } from '../../../lib/conversation-start';
import { hideMatchOverlay, onMatchOverlaySelect, showMatchOverlay } from '../hooks/match-overlay-store';
import { callsTo, cardFixture, json, likeCard, likesFixture, polyfillDialog, stubApi } from '../test-fixtures';
import { MatchOverlay } from './MatchOverlay';

beforeEach(polyfillDialog);
afterEach(() => { vi.unstubAllGlobals(); act(() => hideMatchOverlay()); });

const overlay = () => screen.queryByTestId('match-overlay');

async function renderOverlay() {
  const result = await renderInApp(<MatchOverlay />, { user: userFixture(), path: '/members' });
  const selected = vi.fn();
  const off = onMatchOverlaySelect(selected);
  return { ...result, selected, off };
}

describe('match overlay (spec 2)', () => {
  it('shows the liking profile\'s photo, "New like!", a close control and one action, fictional ones with their label', async () => {
    stubApi(() => undefined);
    await renderOverlay();
    act(() => showMatchOverlay(cardFixture(12, { name: 'Sanne', age: 31, fictional: true })));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe like!' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/p/12.webp');
    expect(dialog.textContent).toContain('Sanne, 31');
    expect(dialog.textContent).toContain('fictief profiel');
    expect(within(dialog).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Sluiten', 'Begin met chatten']);
    expect(document.activeElement?.textContent).toBe('Begin met chatten');
  });

  it('closes on a click anywhere, on the close control and on Escape', async () => {
    stubApi(() => undefined);
    await renderOverlay();
    act(() => showMatchOverlay(cardFixture(12)));
    fireEvent.click(await screen.findByText('Nieuwe like!'));
    expect(overlay()).toBeNull();

    act(() => showMatchOverlay(cardFixture(12)));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(overlay()).toBeNull();

    act(() => showMatchOverlay(cardFixture(12)));
    fireEvent(screen.getByTestId('match-overlay'), new Event('cancel', { cancelable: true }));
    expect(overlay()).toBeNull();
  });

  it('stays open on a click on the photo, which emits the profile id and sets the conversation-start flag', async () => {
    stubApi(() => undefined);
    const { selected, off } = await renderOverlay();
    act(() => showMatchOverlay(cardFixture(12)));
    fireEvent.click(await screen.findByTestId('match-overlay-photo'));
    off();
    expect(overlay()).not.toBeNull();
    expect(selected).toHaveBeenCalledWith(12);
    expect(window.sessionStorage.getItem(CONVERSATION_START_KEY)).toBe('12');
  });

  it('its action emits the id, sets the flag and opens the chat with that profile', async () => {
    stubApi(() => undefined);
    const { selected, off, router } = await renderOverlay();
    act(() => showMatchOverlay(cardFixture(12)));
    fireEvent.click(await screen.findByRole('button', { name: 'Begin met chatten' }));
    off();
    expect(selected).toHaveBeenCalledWith(12);
    expect(window.sessionStorage.getItem(CONVERSATION_START_KEY)).toBe('12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/12/chat'));
    // The chat is open now: the overlay has done its work and makes way.
    await waitFor(() => expect(overlay()).toBeNull());
  });

  it('finds a profile given by id among the loaded likes, without opening its profile (which would mark it seen)', async () => {
    const fetch = stubApi(() => undefined);
    const { queryClient } = await renderOverlay();
    queryClient.setQueryData(likesKeys.list('received', 1), likesFixture('received', [likeCard(7, { name: 'Bram', like_new: true, match: true })]));
    act(() => showMatchOverlay(7));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Bram'));
    expect(callsTo(fetch, '/api/member.php')).toHaveLength(0);
  });

  it('with no profile shows the server\'s suggestion, and reloads the likes 500 ms later', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/auto-like.php' ? json(200, { profile: cardFixture(21, { name: 'Noor', fictional: true }) }) : undefined));
    const { queryClient } = await renderOverlay();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => showMatchOverlay());
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe like!' });
    await waitFor(() => expect(dialog.textContent).toContain('Noor'));
    expect(dialog.textContent).toContain('fictief profiel');
    expect(callsTo(fetch, '/api/auto-like.php')).toHaveLength(1);
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: likesKeys.lists() });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: likesKeys.lists() }), { timeout: 1500 });
  });

  it('goes away when the server has no suggestion', async () => {
    stubApi((url) => (url.pathname === '/api/auto-like.php' ? json(200, { profile: null }) : undefined));
    await renderOverlay();
    act(() => showMatchOverlay());
    expect(await screen.findByTestId('match-overlay')).toBeTruthy();
    await waitFor(() => expect(overlay()).toBeNull());
  });
});
