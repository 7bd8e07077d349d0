import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../test/render';
import { cardFixture, polyfillDialog } from '../test-fixtures';
import { LikePopup, popupDelayMs } from './LikePopup';

beforeEach(() => { polyfillDialog(); vi.useFakeTimers({ shouldAdvanceTime: true }); });
afterEach(() => vi.useRealTimers());

const openPage = (path: string) =>
  renderInApp(<LikePopup profile={cardFixture(12, { name: 'Sanne' })} />, { path, routePath: '/members/:id', route: { name: 'members-id', layout: 'default' } });

describe('like popup (spec 2)', () => {
  it('opens t seconds after the page, and its button opens the profile', async () => {
    const { router } = await openPage('/members/12?t=3');
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByTestId('like-popup')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('dialog', { name: 'Interesse in Sanne?' })).toBeTruthy();
    const button = screen.getByRole('link', { name: 'Bekijk profiel' });
    expect(button.getAttribute('href')).toBe('/members/12');
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('like-popup')).toBeNull();
  });

  it('does not open without t', async () => {
    await openPage('/members/12');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByTestId('like-popup')).toBeNull();
  });

  it('closes with its close control', async () => {
    await openPage('/members/12?t=0');
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('like-popup')).toBeNull();
  });

  it('reads t as seconds and ignores anything else', () => {
    expect(popupDelayMs('5')).toBe(5_000);
    expect(popupDelayMs('0')).toBe(0);
    expect(popupDelayMs('1.5')).toBe(1_500);
    expect(popupDelayMs(null)).toBeNull();
    expect(popupDelayMs('-3')).toBeNull();
    expect(popupDelayMs('soon')).toBeNull();
    expect(popupDelayMs('99999999')).toBe(86_400_000);
  });
});
